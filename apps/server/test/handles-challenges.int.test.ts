import type { HandlesResponse, LinkedHandle } from '@contest-tracker/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FALLBACK_PROBLEMS } from '#server/platforms/codeforces/challenge-pool';
import { signInAs, syncAllOk, useStack } from './use-stack';

// Issue 45: a Codeforces compilation-error proof no one else can share, drawn from a pool built
// from problemset.problems, and no more than 5 challenges an hour per account and platform.
const accounts = useStack({
  accounts: true,
  emptyEachTest: false,
  env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
});
let people = 0;

async function someone(): Promise<string> {
  people += 1;
  const sub = `claimant-${people}`;
  return signInAs(accounts.stack, accounts.keys, { sub, email: `${sub}@example.com` });
}
const link = (token: string, handle: string, platform = 'codeforces') =>
  accounts.stack.request('POST', '/user/handles', { token, json: { platform, handle } });
async function problemOf(response: Response) {
  expect(response.status, await response.clone().text()).toBe(201);
  const { challenge } = (await response.json()) as LinkedHandle;
  if (!challenge || !('contestId' in challenge)) throw new Error('no submission challenge');
  return `${challenge.contestId}${challenge.index}`;
}
const advance = (ms: number) => {
  const { clock } = accounts.stack.time;
  clock.set(new Date(clock.now().getTime() + ms));
};
const fallback = new Set(FALLBACK_PROBLEMS.map((p) => `${p.contestId}${p.index}`));

beforeAll(async () => {
  await syncAllOk(accounts.stack);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Codeforces challenges', () => {
  it('serves the fallback problems while problemset.problems cannot be read, then the pool', async () => {
    // The instance has not read the pool yet: this first link asks for it, and fails.
    accounts.stack.replay.setFault('codeforcesProblemset', { type: 'status', status: 503 });
    const ada = await someone();
    expect(fallback.has(await problemOf(await link(ada, 'ada_pool')))).toBe(true);
    // 8 problems: 8 accounts can claim one handle at once, and the 9th is asked to wait.
    const others = new Set<string>();
    for (let i = 0; i < 7; i++)
      others.add(await problemOf(await link(await someone(), 'ada_pool')));
    expect(others.size).toBe(7);
    const ninth = await link(await someone(), 'ada_pool');
    expect(ninth.status).toBe(409);
    expect(await ninth.text()).toMatch(/Too many accounts are claiming the Codeforces handle/);
    accounts.stack.replay.setFault('codeforcesProblemset', undefined);
    // Read again only after 10 minutes; then every challenge comes from the pool, read once.
    advance(11 * 60_000);
    const from = accounts.stack.replay.requestsFor('codeforcesProblemset').length;
    const picked = new Set<string>();
    for (const handle of ['bo_pool', 'cy_pool', 'di_pool']) {
      picked.add(await problemOf(await link(await someone(), handle)));
    }
    expect(accounts.stack.replay.requestsFor('codeforcesProblemset').length - from).toBe(1);
    expect([...picked].some((p) => fallback.has(p))).toBe(false);
  });

  it('never gives two pending claims of one handle the same problem', async () => {
    // The same random for everyone: the rule, not chance, keeps the problems apart.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const tokens: string[] = [];
    for (let i = 0; i < 9; i++) tokens.push(await someone());
    // At once: on PostgreSQL the links run side by side, and the handle's lock keeps them apart.
    const claims = await Promise.all(
      tokens.map(async (token) => problemOf(await link(token, 'tourist'))),
    );
    expect(new Set(claims).size).toBe(9);
    // Another handle's claims do not count (the pool's first problem), nor an expired claim.
    const first = await problemOf(await link(await someone(), 'Petr'));
    expect(claims).toContain(first);
    advance(11 * 60_000);
    expect(await problemOf(await link(await someone(), 'tourist'))).toBe(first);
  });

  it('keeps one pending challenge per handle and account: linking again replaces it', async () => {
    const ada = await someone();
    await problemOf(await link(ada, 'ada_again'));
    await problemOf(await link(ada, 'ada_again'));
    const { handles } = (await (
      await accounts.stack.request('GET', '/user/handles', { token: ada })
    ).json()) as HandlesResponse;
    expect(handles.filter((h) => h.platform === 'codeforces')).toHaveLength(1);
  });

  it('issues at most 5 challenges an hour per account and platform, unlinking or not', async () => {
    const ada = await someone();
    for (let i = 0; i < 4; i++) await problemOf(await link(ada, `ada_${i}`));
    const unlinked = await accounts.stack.request('DELETE', '/user/handles/codeforces', {
      token: ada,
    });
    expect(unlinked.status).toBe(204);
    await problemOf(await link(ada, 'ada_4'));
    const refused = await link(ada, 'ada_5');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(3600);
    expect(await refused.text()).toMatch(/Too many challenges: at most 5 an hour on Codeforces/);
    // Another platform has its own count.
    expect((await link(ada, 'ada_5', 'atcoder')).status).toBe(201);
    advance(60 * 60_000 + 1_000);
    await problemOf(await link(ada, 'ada_5'));
  });

  it('holds the hourly count when one account links 8 times at once', async () => {
    const bo = await someone();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => link(bo, `bo_at_once_${i}`)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });
});
