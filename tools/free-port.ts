import { createServer } from 'node:net';

/**
 * Asks the OS for an unused port on 127.0.0.1, for a child server to listen on. The port is free
 * when this returns; another process could take it before the child binds it, a race the
 * benchmarks and tests accept.
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}
