import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { atcoderCatalog } from '#server/platforms/atcoder/problem-models';
import { catalogFrom } from '#server/platforms/codeforces/problem-catalog';
import { ratingsCatalog } from '#server/platforms/leetcode/ratings';
import type { CatalogProblem } from '#server/platforms/problem-catalog';
import { indexCatalog, nearTarget } from './band-index';
import { pickInBand, type Band } from './bands';
import { createIdNumbers } from './id-bits';
import { solveChance } from './solve-chance';

const fixture = (file: string): unknown =>
  JSON.parse(
    readFileSync(new URL(`../../../fixtures/upstream/${file}`, import.meta.url), 'utf8'),
  ) as unknown;

const codeforces =
  catalogFrom(
    fixture(
      'codeforces/problemset.problems__2022-03-02__helloworld-world-CS5131-Project__first700-and-16-rounds.json',
    ),
  ) ?? [];
const leetcode =
  ratingsCatalog(
    fixture(
      'leetcode/zerotrac_data.json__2026-08-22__leetcode_problem_rating__every-10th-and-14-solved.json',
    ),
  ) ?? [];
const models = fixture(
  'atcoder/kenkoooo_resources_problem-models.json__2021-01-18__AtCoderProblems-time-estimator__trimmed.json',
) as Record<string, unknown>;
// Every modelled problem, each under the contest its id names (abc042_a: abc042).
const byContest = new Map<string, { id: string; index: string; name: string }[]>();
for (const id of Object.keys(models)) {
  const contest = id.slice(0, id.lastIndexOf('_'));
  byContest.set(contest, [...(byContest.get(contest) ?? []), { id, index: id, name: id }]);
}
const atcoder = atcoderCatalog(byContest, models);

type Allowed = (problem: CatalogProblem) => boolean;

/** The selection before issue 50's speed-up: every problem's chance, then pickInBand. */
function fullScan(
  problems: readonly CatalogProblem[],
  r: number,
  band: Band,
  n: number,
  ok: Allowed,
) {
  const candidates = problems.flatMap((problem) => {
    const chance = ok(problem) ? solveChance(problem, r) : undefined;
    return chance === undefined ? [] : [{ problem, id: problem.id, solveChance: chance }];
  });
  return pickInBand(candidates, band, n).map((c) => [c.id, c.solveChance]);
}

/** Each catalog is indexed once, as the recommender does once per catalog read. */
const indexed = new WeakMap<readonly CatalogProblem[], ReturnType<typeof indexCatalog>>();

function sortedRange(
  problems: readonly CatalogProblem[],
  r: number,
  band: Band,
  n: number,
  ok: Allowed,
) {
  const curves = indexed.get(problems) ?? indexCatalog(problems, createIdNumbers());
  indexed.set(problems, curves);
  return pickInBand(nearTarget(curves, r, band, n, ok), band, n).map((c) => [c.id, c.solveChance]);
}

/** About a third of the problems left out (solved, skipped, too old), differently per rating. */
const someSolved =
  (r: number): Allowed =>
  (problem) => {
    let h = 7;
    for (let i = 0; i < problem.id.length; i += 1)
      h = (h * 31 + problem.id.charCodeAt(i) + r) % 1009;
    return h % 3 !== 0;
  };

const BANDS: Band[] = ['easy', 'medium', 'hard'];
const COUNTS = [1, 10, 10_000];
/** A scan of every problem per case is slow on a busy machine. */
const SLOW = { timeout: 60_000 };

describe('the band found on sorted curves (issue 50) picks what a scan of every problem picks', () => {
  for (const [name, problems] of [
    ['Codeforces', codeforces],
    ['LeetCode', leetcode],
    ['AtCoder', atcoder],
  ] as const) {
    it(
      `${name}: every band, count and rating from -600 to 4600, with problems left out`,
      SLOW,
      () => {
        expect(problems.length).toBeGreaterThan(200);
        for (let r = -600; r <= 4600; r += 61) {
          for (const band of BANDS) {
            for (const n of COUNTS) {
              for (const ok of [() => true, someSolved(r)]) {
                expect(sortedRange(problems, r, band, n, ok), `${r} ${band} ${n}`).toEqual(
                  fullScan(problems, r, band, n, ok),
                );
              }
            }
          }
        }
      },
    );
  }

  it(
    'on ratings equal to difficulties (ties on both sides of the target, broken by id) and with tags',
    SLOW,
    () => {
      const withDp: Allowed = (p) => p.tags.includes('dp');
      for (let r = 800; r <= 3500; r += 50) {
        for (const band of BANDS) {
          for (const ok of [() => true, withDp]) {
            expect(sortedRange(codeforces, r, band, 10, ok)).toEqual(
              fullScan(codeforces, r, band, 10, ok),
            );
          }
        }
      }
    },
  );

  it('with curves of several discriminations and Elo problems in one catalog', SLOW, () => {
    const mixed = [
      ...atcoder.map((p, i) =>
        p.model && i % 3 === 0
          ? { ...p, model: { ...p.model, discrimination: p.model.discrimination * 1.7 } }
          : p,
      ),
      ...codeforces.slice(0, 300),
    ];
    for (let r = -600; r <= 4600; r += 53) {
      for (const band of BANDS) {
        for (const n of [1, 10, 40]) {
          expect(sortedRange(mixed, r, band, n, someSolved(r))).toEqual(
            fullScan(mixed, r, band, n, someSolved(r)),
          );
        }
      }
    }
  });

  it('looks at the problems near the target only, not the whole catalog', () => {
    const curves = indexCatalog(codeforces, createIdNumbers());
    let looked = 0;
    const picks = nearTarget(curves, 1500, 'medium', 10, () => {
      looked += 1;
      return true;
    });
    expect(picks.length).toBeGreaterThanOrEqual(10);
    // The problems rated 1500 (all at exactly 50 %) and no further.
    const at1500 = codeforces.filter((p) => p.difficulty === 1500).length;
    expect(looked).toBe(at1500);
    expect(looked).toBeLessThan(codeforces.length / 5);
  });

  it('unrated problems are never picked; a count of 0 picks nothing', () => {
    const unrated = codeforces.filter((p) => p.difficulty === undefined);
    expect(unrated.length).toBeGreaterThan(0);
    expect(indexCatalog(unrated, createIdNumbers())).toEqual([]);
    expect(
      nearTarget(indexCatalog(codeforces, createIdNumbers()), 1500, 'easy', 0, () => true),
    ).toEqual([]);
  });
});
