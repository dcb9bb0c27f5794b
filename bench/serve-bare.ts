// The ceiling: a bare node:http server answering fixed bytes, the same the app would send.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const bodies = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Record<string, string>;
const server = createServer((req, res) => {
  const body = bodies[req.url ?? ''] ?? '{}';
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : 0}\n`);
});
