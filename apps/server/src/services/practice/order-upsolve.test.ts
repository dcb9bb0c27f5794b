import { describe, expect, it } from 'vitest';
import { createKeptCatalog, type CatalogProblem } from '#server/platforms/problem-catalog';
import { orderContestProblems } from './order-upsolve';

const rated = (
  id: string,
  difficulty: number | undefined,
  tags: string[] = [],
): CatalogProblem => ({
  id,
  name: id,
  contestId: '1452',
  url: '',
  difficulty,
  tags,
});

describe('orderContestProblems', () => {
  it('gives difficulty and tags, open problems easiest first, unrated after, solved last', () => {
    const catalog = createKeptCatalog();
    catalog.take([
      rated('1452A', 800, ['math']),
      rated('1452B', 1400, ['greedy']),
      rated('1452D', 1600),
      rated('1452E', 2500),
    ]);
    const stored = ['1452E', '1452D', '1452X', '1452B', '1452A'].map((id) => ({
      id,
      name: id,
      link: '',
      solved: id === '1452A',
    }));
    const { open, problems } = orderContestProblems('codeforces', stored, {
      codeforces: { ...catalog, refresh: () => Promise.resolve() },
    });
    expect(open).toBe(4);
    expect(problems.map((p) => [p.id, p.difficulty, p.solved])).toEqual([
      ['1452B', 1400, false],
      ['1452D', 1600, false],
      ['1452E', 2500, false],
      ['1452X', null, false],
      ['1452A', 800, true],
    ]);
    expect(problems[0]?.tags).toEqual(['greedy']);
  });

  it('says unrated (null) for a platform without a catalog', () => {
    const { problems } = orderContestProblems(
      'atcoder',
      [{ id: 'abc001_1', name: 'a', link: '', solved: false }],
      {},
    );
    expect(problems).toEqual([
      { id: 'abc001_1', name: 'a', link: '', solved: false, difficulty: null, tags: [] },
    ]);
  });
});
