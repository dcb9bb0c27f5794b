import { beforeAll, expect, it } from 'vitest';
import { type GoogleKeyServer } from './google-keys';
import { testDbKind } from './test-database';
import { type TestStack } from './test-stack';
import { signInAs, useStack } from './use-stack';

const CLIENTS = 50;
// A number of calls, not a time: the same work on a fast machine and a busy one (20 s of calls,
// as many as the machine could make, were 45 s of the suite's worker time on both databases).
const CALLS_EACH = 8;

const accounts = useStack({
  accounts: true,
  emptyEachTest: false,
  env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', WRITE_RATE_LIMIT_PER_MINUTE: '100000' },
  setUp: async (started) => {
    await started.server.syncNow();
  },
});
let keys: GoogleKeyServer;
let stack: TestStack;

beforeAll(() => {
  ({ keys, stack } = accounts);
});

/** A small seeded generator: the same run every time, yet no pattern the server could exploit. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

it(`${CLIENTS} signed-in clients bookmark and unbookmark ${CALLS_EACH} times each: no 5xx, state matches the model (${testDbKind})`, async () => {
  const past = (await (await stack.get('/contests/past_contest?pageSize=20')).json()) as {
    pastContests: { id: string }[];
  };
  const contestIds = [...past.pastContests.map((c) => c.id), 'codechef-START178'];
  const tokens = [];
  for (let i = 0; i < CLIENTS; i++) {
    tokens.push(await signInAs(stack, keys, { sub: `load-${i}`, email: `load-${i}@example.com` }));
  }

  const statuses = new Map<number, number>();
  const models = tokens.map(() => new Set<string>());

  await Promise.all(
    tokens.map(async (token, client) => {
      const random = mulberry32(client + 1);
      const model = models[client] ?? new Set<string>();
      for (let call = 0; call < CALLS_EACH; call++) {
        const contestId =
          contestIds[Math.floor(random() * contestIds.length)] ?? 'codechef-START178';
        const add = random() < 0.6;
        const response = add
          ? await stack.request('POST', '/user/bookmarks', { token, json: { contestId } })
          : await stack.request('DELETE', `/user/bookmarks/${contestId}`, { token });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        // Each client waits for its answer before the next call, so accepted calls apply in order.
        if (add && response.status === 201) model.add(contestId);
        if (!add && response.status === 204) model.delete(contestId);
      }
    }),
  );

  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  expect(total).toBe(CLIENTS * CALLS_EACH);
  expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
  for (const [client, token] of tokens.entries()) {
    const profile = (await (await stack.request('GET', '/user/profile', { token })).json()) as {
      user: { bookmarks: string[] };
    };
    expect(new Set(profile.user.bookmarks), `client ${client}`).toEqual(models[client]);
  }
}, 240_000);
