import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { systemClock } from '#server/lib/clock';
import { startReplayServer, type ReplayServer } from '#replay/server/replay-server';
import { signInThrough, startRealTimeInstance, type RealTimeInstance } from './real-time-instances';
import { useStack } from './use-stack';

// Issue 51: three instances on one PostgreSQL database share the platforms' gates and the request
// budgets. Each call is stamped with the real time it leaves its instance, at the network edge
// (see real-time-instances.ts); the replay they share answers them all. The platforms' intervals
// are scaled down by the test-only setting: the property is the same, the wait shorter.
const INTERVAL_MS = 200;
const SEARCHES = 5;
const SUBMISSIONS = 8;
const t = useStack({ server: 'none', accounts: true, emptyEachTest: false });
let replay: ReplayServer;
let instances: RealTimeInstance[] = [];

beforeAll(async () => {
  replay = await startReplayServer({ clock: systemClock });
  // The recorded submissions cut to their newest few: two rounds to read standings of, not ten.
  replay.setFault('codeforcesStatus', {
    type: 'edit',
    edit: (body) => {
      const { result } = body as { result: unknown[] };
      return { ...(body as object), result: result.slice(0, SUBMISSIONS) };
    },
  });
  const env = {
    UPSTREAM_MIN_INTERVAL_MS: String(INTERVAL_MS),
    GOOGLE_CLIENT_ID: 'contest-tracker-test.apps.googleusercontent.com',
    GOOGLE_JWKS_URL: t.keys.jwksUrl,
    SEARCH_RATE_LIMIT_PER_MINUTE: String(SEARCHES),
  };
  instances = await Promise.all(
    [1, 2, 3].map(() => startRealTimeInstance(t.db.openAnother(), replay, env)),
  );
  const db = t.db.database.db;
  // Each instance's results refresh finds the same handles due (linked a day ago, never read).
  await db.execute(sql`
    insert into users (google_sub, email, name) values ('due', 'due@example.com', 'Due')`);
  await db.execute(sql`
    insert into user_handles (user_id, platform, handle, verified_at)
    select id, p, 'tourist', now() - interval '1 day'
    from users, unnest(array['codeforces', 'atcoder']) as p where google_sub = 'due'`);
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.server.close()));
  await replay.close();
});

/** What a user does on one instance: link and verify a handle on each platform. */
async function verifyThrough(instance: RealTimeInstance, sub: string) {
  const token = await signInThrough(instance, t.keys, sub);
  for (const platform of ['codeforces', 'atcoder']) {
    const linked = await instance.request('POST', '/user/handles', token, {
      platform,
      handle: `${sub}_${platform}`,
    });
    expect(linked.status, platform).toBe(201);
    const verified = await instance.request('POST', `/user/handles/${platform}/verify`, token);
    expect([200, 409], platform).toContain(verified.status);
  }
}

/** The gaps between the calls of every instance to the replay's upstreams named `prefix…`. */
const gapsOf = (prefix: string) => {
  const paths = new Set(
    replay.requests
      .filter((request) => request.platform.startsWith(prefix))
      .map((request) => request.url),
  );
  const times = instances
    .flatMap((instance) => instance.sent)
    .filter((call) => paths.has(call.url.slice(replay.origin.length)))
    .map((call) => call.at)
    .sort((a, b) => a - b);
  return times.slice(1).map((at, i) => at - (times[i] ?? 0));
};

it("keeps each platform's calls from three instances one interval apart", async () => {
  await Promise.all(
    instances.flatMap((instance, i) => [
      verifyThrough(instance, `verifier-${i}`),
      instance.server.refreshHandlesNow(),
    ]),
  );
  // Every instance called both platforms: the spacing is the shared gate's, not one process's.
  for (const instance of instances) expect(instance.sent.length).toBeGreaterThanOrEqual(4);
  expect(instances.flatMap((instance) => instance.sent)).toHaveLength(replay.requests.length);
  // Codeforces' calls (results, submissions, proofs) and AtCoder's with AtCoder Problems'.
  const codeforces = gapsOf('codeforces');
  const atcoder = gapsOf('atcoder');
  expect(codeforces.length).toBeGreaterThanOrEqual(8);
  expect(atcoder.length).toBeGreaterThanOrEqual(8);
  expect(Math.min(...codeforces)).toBeGreaterThanOrEqual(INTERVAL_MS);
  expect(Math.min(...atcoder)).toBeGreaterThanOrEqual(INTERVAL_MS);
}, 60_000);

it('refuses the search past the budget, counted across two instances, from one address', async () => {
  const [one, two] = instances;
  if (!one || !two) throw new Error('instances not started');
  const statuses: number[] = [];
  for (let i = 0; i <= SEARCHES; i++) {
    const through = i % 2 === 0 ? one : two;
    const response = await through.request('GET', `/contests/past_contest?q=round${i}`);
    statuses.push(response.status);
  }
  expect(statuses).toEqual([...Array<number>(SEARCHES).fill(200), 429]);
  // Plain lists spend no budget, on either instance.
  expect((await two.request('GET', '/contests/past_contest')).status).toBe(200);
});
