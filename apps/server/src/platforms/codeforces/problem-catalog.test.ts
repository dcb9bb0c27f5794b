import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createKeptCatalog } from '#server/platforms/problem-catalog';
import { orderContestProblems } from '#server/services/practice/order-upsolve';
import { catalogFrom, parallelContests } from './problem-catalog';

/** The recorded problemset with the Div. 1 rounds held beside four recorded Div. 2 ones. */
const recorded = catalogFrom(
  JSON.parse(
    readFileSync(
      new URL(
        '../../../fixtures/upstream/codeforces/problemset.problems__2022-03-02__helloworld-world-CS5131-Project__first700-and-16-rounds.json',
        import.meta.url,
      ),
      'utf8',
    ),
  ),
);

const catalogOfRecording = () => {
  const catalog = createKeptCatalog(parallelContests);
  catalog.take(recorded ?? []);
  return catalog;
};

describe("Codeforces' problems shared by a round's two divisions", () => {
  it('finds a Div. 2 copy the problemset leaves out under the Div. 1 id, by its name', () => {
    const catalog = catalogOfRecording();
    // The recording lists 1440's A and B only: C1 and C2 are 1439's A1 and A2.
    expect(catalog.problem('1440C1')).toBeUndefined();
    expect(catalog.problem('1440C1', 'Binary Table (Easy Version)')).toMatchObject({
      id: '1439A1',
      difficulty: 1500,
    });
    expect(catalog.problem('1447C', 'Knapsack')).toMatchObject({ id: '1446A', difficulty: 1300 });
    // A problem the list has is itself, whatever name it is asked with.
    expect(catalog.problem('1440B', 'Knapsack')).toMatchObject({ id: '1440B', difficulty: 900 });
  });

  it('looks only in the neighbouring contests, and not where two problems share the name', () => {
    const catalog = catalogOfRecording();
    // Knapsack is 1446A: two contests away from 1448.
    expect(catalog.problem('1448C', 'Knapsack')).toBeUndefined();
    expect(catalog.problem('1445C', 'Knapsack')).toMatchObject({ id: '1446A' });
    // Every problem of 1639 is named 'Treasure Hunt': none of them is the one.
    expect(catalog.problem('1640C', 'Treasure Hunt')).toBeUndefined();
    // A catalog without parallel contests (AtCoder's, LeetCode's) answers by id only.
    const plain = createKeptCatalog();
    plain.take(recorded ?? []);
    expect(plain.problem('1447C', 'Knapsack')).toBeUndefined();
  });

  it('names the contests on either side of a problem id', () => {
    expect(parallelContests('1529C')).toEqual(['1528', '1530']);
    expect(parallelContests('1440C2')).toEqual(['1439', '1441']);
    expect(parallelContests('abc138_d')).toEqual([]);
  });

  it("rates a Div. 2 round's shared problems on /upsolve", () => {
    const catalog = catalogOfRecording();
    const stored = [
      { id: '1440C2', name: 'Binary Table (Hard Version)', link: '', solved: false },
      { id: '1440B', name: 'Sum of Medians', link: '', solved: false },
      { id: '1440C1', name: 'Binary Table (Easy Version)', link: '', solved: false },
    ];
    const { problems } = orderContestProblems('codeforces', stored, {
      codeforces: { ...catalog, refresh: () => Promise.resolve() },
    });
    expect(problems.map((p) => [p.id, p.difficulty])).toEqual([
      ['1440B', 900],
      ['1440C1', 1500],
      ['1440C2', 1900],
    ]);
    expect(problems[1]?.tags).toEqual(['constructive algorithms', 'implementation']);
  });
});
