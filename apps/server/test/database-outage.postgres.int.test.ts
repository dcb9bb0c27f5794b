import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgres } from '#server/db/open-postgres';
import { startTcpProxy } from './tcp-proxy';
import { startTestStack, type TestStack } from './test-stack';
import { useStack } from './use-stack';

// The database from the helper; the server reaches it through a relay the test can cut.
const t = useStack({ server: 'none', emptyEachTest: false });
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let stack: TestStack;
let viaProxy: ReturnType<typeof openPostgres>;

beforeAll(async () => {
  const direct = new URL(t.db.url ?? '');
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const url = new URL(direct);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  viaProxy = openPostgres({ url: url.toString() });
  stack = await startTestStack({ ...t.db, database: viaProxy });
  await stack.server.syncNow();
});
afterAll(async () => {
  await stack.close();
  await viaProxy.close();
  await proxy.close();
});

it('answers 503 with the shared body while the database is unreachable, then recovers by itself', async () => {
  expect((await stack.get('/api/status')).status).toBe(200);

  await proxy.cut();
  for (const path of ['/api/status', '/contests/past_contest?page=7']) {
    const response = await stack.get(path);
    expect(response.status, path).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      error: {
        code: 'unavailable',
        message: 'The service is briefly unavailable. Please try again.',
      },
      message: 'The service is briefly unavailable. Please try again.',
    });
  }

  await proxy.restore();
  let status = 0;
  for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
    status = (await stack.get('/api/status')).status;
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(status).toBe(200);
  const past = await stack.get('/contests/past_contest?page=7');
  expect(past.status).toBe(200);
});
