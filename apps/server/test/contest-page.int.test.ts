import { contestPagePath } from '@contest-tracker/contract/pure';
import { describe, expect, it } from 'vitest';
import { syncAllOk, useStack } from './use-stack';

// The replayed platforms' contests are in the scratch database: codeforces-1930 among them.
const t = useStack({ emptyEachTest: false, setUp: syncAllOk });

async function expectAppPage(path: string, status: number) {
  const response = await t.stack.get(path);
  expect(response.status, path).toBe(status);
  expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
  expect(response.headers.get('cache-control'), path).toBe('no-cache');
  expect(await response.text(), path).toContain('<title>Contest Tracker</title>');
}

describe("a contest's page (/contest/:id)", () => {
  it('answers 200 with the app for a contest we have', async () => {
    await expectAppPage(contestPagePath('codeforces-1930'), 200);
    // The API agrees it exists: the page asks it next.
    expect((await t.stack.get('/api/contests/codeforces-1930')).status).toBe(200);
  });

  it('answers 404 with the same app (its not-found page) for an id we do not have', async () => {
    await expectAppPage(contestPagePath('codeforces-999999'), 404);
    await expectAppPage(contestPagePath('no such contest'), 404);
    expect((await t.stack.get('/api/contests/codeforces-999999')).status).toBe(404);
  });

  it('leaves /contests/… to the API (JSON, never the page), and /contest alone is no page', async () => {
    for (const path of ['/contests/codeforces-1930', '/contests/codeforces-999999']) {
      const api = await t.stack.get(path);
      expect(api.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
    await expectAppPage('/contest', 404);
    await expectAppPage('/contest/codeforces-1930/problems', 404);
  });
});
