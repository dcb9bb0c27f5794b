import {
  PLATFORM_NAMES,
  matchesLength,
  searchText,
  searchWords,
  seriesKey,
  type ContestLength,
  type PastQuery,
  type PlatformId,
} from '@contest-tracker/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPastContests, upsertContests } from '#server/db/contests-repository';
import { bookmarks, contests as contestsTable, users } from '#server/db/schema';
import { createPastPages } from '#server/services/past-pages';
import { openTestDatabase, testDbKind, type TestDatabase } from './test-database';

/**
 * The past search has one way per database (SQL on PostgreSQL, an index in memory on the
 * embedded one, as the server picks them); both must give the pages of this plain reference,
 * for any titles and queries: whole words in any order, case and accents aside, series
 * shorthands resolved, finished contests only, newest start first and then id descending, a
 * viewer's hidden series left out but for their bookmarks, and how many there are in all.
 */

const NOW = new Date('2026-03-01T12:00:00Z');
const HOUR = 3_600_000;
const PLATFORMS = ['codeforces', 'codechef', 'leetcode', 'atcoder'] as const;
// 'ABC' followed by a number is a shorthand ('abc 926': AtCoder Beginner Contest 926).
const WORDS = [
  'Round',
  '926',
  '9260',
  'Div.',
  '2',
  'Éducation',
  'education',
  'Cup',
  'FINAL',
  'ß',
  'ABC',
  'Beginner',
  'Contest',
];

interface Generated {
  platform: PlatformId;
  externalId: string;
  title: string;
  hoursAgo: number;
  durationMinutes: number;
}

const word = fc.oneof(fc.constantFrom(...WORDS), fc.stringMatching(/^[a-zé0-9]{1,3}$/));
const title = fc
  .array(fc.tuple(word, fc.constantFrom(' ', ' — ', ', ', ' (', ') ', '-')), {
    minLength: 1,
    maxLength: 5,
  })
  .map((parts) => parts.map(([w, gap]) => `${w}${gap}`).join(''));
const contest = fc.record({
  platform: fc.constantFrom(...PLATFORMS),
  // Lower-case letters and digits: their order is the same in every collation.
  externalId: fc.stringMatching(/^[a-z][a-z0-9]{0,3}$/),
  title,
  // Few distinct starts, so ties are ordered by id; some not finished, or not started.
  hoursAgo: fc.integer({ min: -5, max: 12 }).map((h) => h * 10),
  durationMinutes: fc.constantFrom(30, 180, 181, 2 * 1440),
});
const contests = fc.uniqueArray(contest, {
  minLength: 1,
  maxLength: 25,
  selector: (c) => `${c.platform}-${c.externalId}`,
});

const idOf = (c: Generated) => `${c.platform}-${c.externalId}`;
const startOf = (c: Generated) => NOW.getTime() - c.hoursAgo * HOUR;

function reference(
  all: readonly Generated[],
  query: PastQuery,
  hiding: { keys: ReadonlySet<string>; bookmarked: ReadonlySet<string> },
) {
  const words = searchWords(query.q ?? '');
  const matching = all
    .filter((c) => startOf(c) + c.durationMinutes * 60_000 <= NOW.getTime())
    .filter((c) => query.platforms.length === 0 || query.platforms.includes(c.platform))
    .filter((c) => matchesLength(c.durationMinutes, query.length))
    .filter((c) => {
      const has = new Set(searchText(PLATFORM_NAMES[c.platform], c.title).split(' '));
      return words.every((w) => has.has(w));
    });
  const isHidden = (c: Generated) =>
    hiding.keys.has(seriesKey(c.platform, c.title)) && !hiding.bookmarked.has(idOf(c));
  const shown = matching
    .filter((c) => !isHidden(c))
    .sort((a, b) => startOf(b) - startOf(a) || (idOf(a) < idOf(b) ? 1 : -1));
  const from = query.page * query.pageSize;
  return {
    ids: shown.slice(from, from + query.pageSize).map(idOf),
    hasMore: shown.length > from + query.pageSize,
    total: shown.length,
    hiddenCount: matching.filter(isHidden).length,
  };
}

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(async () => {
  await test.close();
});

describe(`the past search on ${testDbKind}`, () => {
  it('gives the reference pages for random titles and queries, anonymous or hiding series', async () => {
    const { db } = test.database;
    const pages = createPastPages({ db, searchFromMemory: testDbKind === 'pglite' });
    await fc.assert(
      fc.asyncProperty(
        contests,
        fc.array(
          fc.record({
            words: fc.array(fc.oneof(word, fc.constantFrom(...PLATFORMS)), {
              minLength: 1,
              maxLength: 3,
            }),
            platforms: fc.subarray([...PLATFORMS]),
            length: fc.constantFrom<ContestLength>('any', 'short', 'long'),
            page: fc.integer({ min: 0, max: 2 }),
            pageSize: fc.integer({ min: 1, max: 4 }),
            // Which contests' series the viewer hid and which they bookmarked, by position.
            hide: fc.array(fc.nat(), { maxLength: 3 }),
            bookmark: fc.array(fc.nat(), { maxLength: 3 }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        async (generated, queries) => {
          // Cheaper than emptying every table: only these are written here (bookmarks cascade).
          await db.delete(users);
          await db.delete(contestsTable);
          await upsertContests(
            db,
            generated.map((c) => ({
              platform: c.platform,
              externalId: c.externalId,
              title: c.title,
              url: 'https://example.com/',
              startsAt: new Date(startOf(c)),
              durationMinutes: c.durationMinutes,
            })),
          );
          pages.invalidate();
          const [user] = await db
            .insert(users)
            .values({ googleSub: 'property', email: 'p@example.com', name: 'P' })
            .returning({ id: users.id });
          if (!user) throw new Error('no user');
          for (const q of queries) {
            const pick = (at: number[]) => at.flatMap((i) => generated[i % generated.length] ?? []);
            const marked = [...new Set(pick(q.bookmark).map(idOf))];
            await db.delete(bookmarks);
            if (marked.length > 0) {
              await db
                .insert(bookmarks)
                .values(marked.map((contestId) => ({ userId: user.id, contestId })));
            }
            const keys = [...new Set(pick(q.hide).map((c) => seriesKey(c.platform, c.title)))];
            const query: PastQuery = {
              q: q.words.join(' '),
              platforms: q.platforms,
              length: q.length,
              page: q.page,
              pageSize: q.pageSize,
            };
            const what = JSON.stringify({ query, keys, marked });
            const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

            const expected = reference(generated, query, {
              keys: new Set(),
              bookmarked: new Set(),
            });
            const anonymous = await pages.page(NOW, query);
            expect(
              { ids: ids(anonymous.rows), hasMore: anonymous.hasMore, total: anonymous.total },
              what,
            ).toEqual({ ids: expected.ids, hasMore: expected.hasMore, total: expected.total });

            const viewer = { userId: user.id, keys };
            const seen = await pages.page(NOW, query, viewer);
            const hidden = reference(generated, query, {
              keys: new Set(keys),
              bookmarked: new Set(marked),
            });
            expect({ ...seen, rows: ids(seen.rows) }, `${what} as the viewer`).toEqual({
              rows: hidden.ids,
              hasMore: hidden.hasMore,
              total: hidden.total,
              hiddenCount: hidden.hiddenCount,
            });

            // The SQL's two plans (decision 017: a common search walks the ordered index, a
            // rare one sorts its few matches) are one filter: both give the reference too.
            const walked = await listPastContests(db, { now: NOW, ...query, searchProbeLimit: 0 });
            expect(ids(walked.rows), `${what} walked`).toEqual(expected.ids);
          }
        },
      ),
      { numRuns: 20 },
    );
  });
});
