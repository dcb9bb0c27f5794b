import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The demo has no network: Discord webhooks are posted here instead (DISCORD_API_BASE), which
 * answers as Discord does (204) and says in the log what a real channel would have shown.
 */
export async function startDemoDiscord(log: (line: string) => void) {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || !/^\/api\/webhooks\/\d+\/[\w-]+/.test(request.url ?? '')) {
        response.writeHead(404).end();
        return;
      }
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          embeds?: { title?: string }[];
        };
        log(`demo Discord received: ${body.embeds?.[0]?.title ?? '(no title)'}`);
      } catch {
        response.writeHead(400).end();
        return;
      }
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}
