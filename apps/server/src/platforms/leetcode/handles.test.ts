import { describe, expect, it } from 'vitest';
import { readFixtureJson } from '#replay/server/fixtures';
import { leetcodeResults } from './handles';
import {
  profileBodySchema,
  rankingHistoryBodySchema,
  recentAcceptedBodySchema,
} from './handles-schema';

const HISTORY =
  'leetcode/graphql_userContestRankingHistory__2025-12-04__vaibhavgupta5-LeetcodeWrapped__last49.json';
const entries = () =>
  rankingHistoryBodySchema.parse(readFixtureJson(HISTORY)).data.userContestRankingHistory?.rows ??
  [];

describe("LeetCode's contest ranking history", () => {
  it('keeps the contests taken part in, each with the rating before and after', () => {
    const all = entries();
    const results = leetcodeResults(all);
    expect(all).toHaveLength(49);
    expect(results).toHaveLength(all.filter((e) => e.attended).length);
    const [first, second] = results;
    // The first contest starts from 1500; each next one from the last one's rating.
    expect(first).toMatchObject({ externalContestId: 'weekly-contest-454', oldRating: 1500 });
    expect(first?.newRating).toBe(1414);
    expect(first?.rank).toBe(19155);
    expect(second?.oldRating).toBe(first?.newRating);
    for (const [i, result] of results.entries()) {
      if (i > 0) expect(result.oldRating).toBe(results[i - 1]?.newRating);
      expect(result.externalContestId).toMatch(/^(weekly|biweekly)-contest-\d+$/);
    }
  });

  it('reads nothing from contests missed, whatever rating they show', () => {
    const [attended] = entries().filter((e) => e.attended);
    if (!attended) throw new Error('no attended entry');
    const missed = { ...attended, attended: false, rating: 0, ranking: 0 };
    const results = leetcodeResults([missed, attended, missed]);
    expect(results).toHaveLength(1);
    expect(results[0]?.oldRating).toBe(1500);
  });
});

describe("LeetCode's public profile", () => {
  it("reads the recorded profile's Summary, and an unknown user as no user", () => {
    const profile = profileBodySchema.parse(
      readFixtureJson(
        'leetcode/graphql_matchedUser__2025-12-04__vaibhavgupta5-LeetcodeWrapped.json',
      ),
    );
    expect(profile.data.matchedUser?.profile.aboutMe).toBe('');
    const missing = profileBodySchema.parse(
      readFixtureJson(
        'leetcode/graphql_matchedUser_error_user-does-not-exist__unknown-date__doc-id-61041756903.json',
      ),
    );
    expect(missing.data.matchedUser).toBeNull();
  });

  it('skips an entry whose start time is out of range (9e12 seconds)', () => {
    const raw = readFixtureJson(HISTORY) as {
      data: { userContestRankingHistory: { contest: { startTime: number } }[] };
    };
    const [first] = raw.data.userContestRankingHistory;
    if (!first) throw new Error('empty history');
    first.contest.startTime = 9e12;
    const read = rankingHistoryBodySchema.parse(raw).data.userContestRankingHistory;
    expect(read).toMatchObject({ malformed: 1, rows: { length: 48 } });
  });
});

describe("LeetCode's newest accepted submissions", () => {
  it('reads the recorded 20 by their slugs, dropping a row of another shape, and a missing user as none', () => {
    const raw = readFixtureJson(
      'leetcode/graphql_recentAcSubmissionList__2025-12-04__vaibhavgupta5-LeetcodeWrapped.json',
    ) as { data: { recentAcSubmissionList: unknown[] } };
    const recent = recentAcceptedBodySchema.parse(raw).data.recentAcSubmissionList;
    expect(recent?.rows).toHaveLength(20);
    expect(recent?.rows[0]?.titleSlug).toBe('maximum-nesting-depth-of-the-parentheses');
    const broken = recentAcceptedBodySchema.parse({
      data: { recentAcSubmissionList: [...raw.data.recentAcSubmissionList, { titleSlug: 'A B' }] },
    }).data.recentAcSubmissionList;
    expect(broken?.malformed).toBe(1);
    expect(
      recentAcceptedBodySchema.parse({ data: { recentAcSubmissionList: null } }).data
        .recentAcSubmissionList,
    ).toBeNull();
  });
});
