import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { atcoderCatalog, clipDifficulty } from '#server/platforms/atcoder/problem-models';
import { catalogFrom } from '#server/platforms/codeforces/problem-catalog';
import { ratingsCatalog } from '#server/platforms/leetcode/ratings';
import { atcoderInternalRating, eloChance, modelChance, solveChance } from './solve-chance';

const fixture = (file: string): unknown =>
  JSON.parse(
    readFileSync(new URL(`../../../fixtures/upstream/${file}`, import.meta.url), 'utf8'),
  ) as unknown;
/** The test fails here, not on a property of undefined. */
function present<T>(value: T | undefined): T {
  expect(value).toBeDefined();
  return value as T;
}

const models = fixture(
  'atcoder/kenkoooo_resources_problem-models.json__2021-01-18__AtCoderProblems-time-estimator__trimmed.json',
) as Record<string, unknown>;

describe('solve chances (expected values computed apart, in Python, from the cited formulas)', () => {
  it("Codeforces' Elo expectation on recorded ratings", () => {
    const problems = catalogFrom(
      fixture(
        'codeforces/problemset.problems__2022-03-02__helloworld-world-CS5131-Project__first700-and-16-rounds.json',
      ),
    );
    const b = problems?.find((p) => p.id === '1459B');
    expect(b).toMatchObject({ difficulty: 1300, tags: ['dp', 'math'], contestId: '1459' });
    expect(b?.url).toBe('https://codeforces.com/contest/1459/problem/B');
    // An equal rating is an even chance; 400 points either side is 10:1.
    expect(solveChance(present(b), 1300)).toBeCloseTo(0.5, 12);
    expect(eloChance(1500, 1900)).toBeCloseTo(0.09090909090909091, 12);
    expect(eloChance(1500, 800)).toBeCloseTo(0.9825279085051666, 12);
    // The newest rounds of the recording were not rated yet: unrated, no chance.
    const unrated = problems?.find((p) => p.id === '1644F');
    expect(unrated?.difficulty).toBeUndefined();
    expect(solveChance(present(unrated), 1500)).toBeUndefined();
  });

  it("AtCoder Problems' internal rating, model and clipping on recorded models", () => {
    expect(atcoderInternalRating(1200, 10)).toBeCloseTo(1356.8320028423648, 9);
    expect(atcoderInternalRating(300, 2)).toBeCloseTo(1030.340380186694, 9);
    expect(atcoderInternalRating(2000, 0)).toBeNull();
    const catalog = atcoderCatalog(
      new Map([
        [
          'abc051',
          [
            { id: 'abc051_d', index: 'D', name: 'Candidates of No Shortest Paths' },
            { id: 'abc051_a', index: 'A', name: 'Haiku' },
          ],
        ],
        ['abc042', [{ id: 'abc042_a', index: 'A', name: 'Iroha and Haiku (ABC Edition)' }]],
        ['abc049', [{ id: 'abc049_a', index: 'A', name: 'UOIAUAI' }]],
      ]),
      models,
    );
    const byId = new Map(catalog.map((p) => [p.id, p]));
    const d = present(byId.get('abc051_d'));
    expect(d.difficulty).toBe(1566);
    expect(modelChance(1356.8320028423648, present(d.model))).toBeCloseTo(0.28151747722447357, 12);
    expect(solveChance(d, present(atcoderInternalRating(1200, 10) ?? undefined))).toBeCloseTo(
      0.28151747722447357,
      12,
    );
    // Below 400 the shown difficulty is clipped; the chance keeps the raw one (-201).
    const a = present(byId.get('abc042_a'));
    expect(a.difficulty).toBe(89);
    expect(clipDifficulty(-201)).toBe(89);
    expect(clipDifficulty(400)).toBe(400);
    expect(a.model?.rawDifficulty).toBe(-201);
    expect(solveChance(a, 1030.340380186694)).toBeCloseTo(0.9959928685653433, 12);
    // A problem too few tried has no model: unrated.
    expect(byId.get('abc049_a')?.difficulty).toBeUndefined();
    expect(byId.get('abc049_a')?.model).toBeUndefined();
  });

  it("LeetCode's ratings from zerotrac's data.json", () => {
    const problems = ratingsCatalog(
      fixture(
        'leetcode/zerotrac_data.json__2026-08-22__leetcode_problem_rating__every-10th-and-14-solved.json',
      ),
    );
    // Every 10th row and the 14 rows of the recorded accepted submissions (PROVENANCE K, M).
    expect(problems).toHaveLength(271);
    expect(problems?.[0]).toMatchObject({
      id: 'check-if-the-rectangle-corner-is-reachable',
      contestId: 'weekly-contest-408',
      difficulty: 3774,
    });
    expect(solveChance(present(problems?.[0]), 3774)).toBeCloseTo(0.5, 3);
    expect(ratingsCatalog({ not: 'a list' })).toBeUndefined();
  });
});
