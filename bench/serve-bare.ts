// The ceiling: a bare node:http server answering fixed bytes, the same the app would send.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answers = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Record<
  string,
  { headers: Record<string, string>; body: string }
>;
const prepared = new Map(
  Object.entries(answers).map(([path, answer]) => [
    path,
    { ...answer, body: Buffer.from(answer.body) },
  ]),
);
const server = createServer((req, res) => {
  const answer = prepared.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, answer.headers);
  res.end(answer.body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : 0}\n`);
});
