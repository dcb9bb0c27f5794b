import type { PlatformId } from '@contest-tracker/contract';
import { count, isNull, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { userHandles } from '#server/db/schema-handles';
import { PLATFORM_MODULES } from '#server/platforms/modules';
import { syncAllOk, useStack } from './use-stack';

// Issue 27: 100 users' handles read on a schedule never call a platform faster than its gate.
// Each call is stamped with the injected clock as it leaves (after the gate), at the network edge.
const sent: { at: number; platform: PlatformId }[] = [];
const platformOf = (url: string): PlatformId | undefined => {
  const { pathname: path, searchParams } = new URL(url);
  if (path.startsWith('/api/')) return 'codeforces';
  // AtCoder's pages (asked in English) and AtCoder Problems' answers share AtCoder's gate.
  if (path.startsWith('/atcoder/') || path.endsWith('/history/json')) return 'atcoder';
  if (path.startsWith('/users/')) return searchParams.has('lang') ? 'atcoder' : 'codechef';
  if (path === '/graphql') return 'leetcode';
  return undefined;
};
const accounts = useStack({
  accounts: true,
  emptyEachTest: false,
  http: {
    fetch: (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const platform = platformOf(url);
      if (platform) sent.push({ at: accounts.stack.time.clock.now().getTime(), platform });
      return fetch(input, init);
    },
  },
});

const PLATFORMS: PlatformId[] = ['codeforces', 'atcoder', 'leetcode', 'codechef'];
const USERS = 100;

beforeAll(async () => {
  await syncAllOk(accounts.stack);
  const db = accounts.db.database.db;
  // Signing in 100 people would meet the sign-in rate limit: the accounts are written directly.
  await db.execute(sql`
    insert into users (google_sub, email, name)
    select 'rate-' || i, 'rate-' || i || '@example.com', 'Rate ' || i
    from generate_series(1, ${USERS}) as i`);
  const verifiedAt = new Date(accounts.stack.time.clock.now().getTime() - 86_400_000);
  // Verified a day ago and never read: every handle is due.
  await db.execute(sql`
    insert into user_handles (user_id, platform, handle, verified_at)
    select id, (array['codeforces', 'atcoder', 'leetcode', 'codechef'])[1 + (row_number() over (order by id))::int % 4],
           'user_' || id, ${verifiedAt.toISOString()}::timestamptz
    from users where email like 'rate-%'`);
});

it("reads 100 users' handles with every platform's calls at least its interval apart", async () => {
  const { server } = accounts.stack;
  const from = sent.length;
  let read = 0;
  for (let run = 0; run < 5; run++) read += await server.refreshHandlesNow();
  expect(read).toBe(USERS);
  const calls = sent.slice(from);
  for (const platform of PLATFORMS) {
    const times = calls.filter((c) => c.platform === platform).map((c) => c.at);
    // 25 handles each. Codeforces: results, submissions and a standings call per contest;
    // AtCoder: results and submissions (two pages); LeetCode and CodeChef: results.
    expect(times.length, platform).toBeGreaterThanOrEqual(25);
    const interval = PLATFORM_MODULES[platform].minIntervalMs;
    const gaps = times.slice(1).map((at, i) => at - (times[i] ?? 0));
    expect(Math.min(...gaps), platform).toBeGreaterThanOrEqual(interval);
  }
  const never = await accounts.db.database.db
    .select({ n: count() })
    .from(userHandles)
    .where(isNull(userHandles.lastFetchedAt));
  expect(never).toEqual([{ n: 0 }]);
});
