import { describe, expect, it } from 'vitest';
import { fixedClock } from '#server/lib/clock';
import { readFixtureJson } from '#replay/server/fixtures';
import {
  createChallengePool,
  FALLBACK_PROBLEMS,
  MIN_POOL,
  pickProblem,
  poolFrom,
} from './challenge-pool';

// A recorded answer of problemset.problems, cut to its first 700 problems (PROVENANCE 1f).
const recorded = readFixtureJson(
  'codeforces/problemset.problems__2022-03-02__helloworld-world-CS5131-Project__first700.json',
) as { status: string; result: { problems: Record<string, unknown>[] } };
const withProblems = (problems: unknown[]) => ({
  ...recorded,
  result: { ...recorded.result, problems },
});
const key = (p: { contestId: number; index: string }) => `${p.contestId}${p.index}`;

describe('poolFrom', () => {
  it('keeps the rated problems of a recorded answer, at least 500 of them', () => {
    const pool = poolFrom(recorded) ?? [];
    // 650 of the 700 carry a rating; the newest rounds' 50 were not rated yet.
    expect(pool).toHaveLength(650);
    expect(pool.length).toBeGreaterThanOrEqual(MIN_POOL);
    expect(new Set(pool.map(key)).size).toBe(pool.length);
    expect(pool[0]).toEqual({ contestId: 1638, index: 'F' });
  });

  it('leaves out a wrong-typed row and keeps the rest; too few rows is no pool', () => {
    const [first, ...rest] = recorded.result.problems;
    const broken = withProblems([{ ...first, contestId: 'x' }, ...rest]);
    expect(poolFrom(broken)).toHaveLength(650);
    expect(poolFrom(withProblems(recorded.result.problems.slice(0, 300)))).toBeUndefined();
    expect(poolFrom({ status: 'FAILED', comment: 'Call limit exceeded' })).toBeUndefined();
  });
});

describe('pickProblem', () => {
  it('never picks a problem another pending claim holds, and says when none is free', () => {
    const problems = FALLBACK_PROBLEMS;
    const taken = problems.slice(0, 7);
    for (const random of [0, 0.5, 0.999]) {
      expect(pickProblem(problems, taken, () => random)).toEqual(problems[7]);
    }
    expect(pickProblem(problems, problems, () => 0)).toBeUndefined();
  });
});

describe('createChallengePool', () => {
  it('serves the fallback until a read succeeds, then reads again only after a day', async () => {
    const clock = fixedClock('2026-03-01T12:00:00Z');
    let answer: unknown = { status: 'FAILED', comment: 'Call limit exceeded' };
    let reads = 0;
    const pool = createChallengePool({
      clock,
      read: () => {
        reads += 1;
        return Promise.resolve(answer);
      },
    });
    const signal = new AbortController().signal;
    await pool.refresh(signal);
    expect(pool.problems()).toBe(FALLBACK_PROBLEMS);
    answer = recorded;
    await pool.refresh(signal);
    expect(reads).toBe(1);
    clock.set('2026-03-01T12:10:00Z');
    await pool.refresh(signal);
    expect(pool.problems()).toHaveLength(650);
    // A failed refresh keeps the last good pool.
    answer = undefined;
    clock.set('2026-03-02T12:09:00Z');
    await pool.refresh(signal);
    expect(reads).toBe(2);
    clock.set('2026-03-02T12:10:00Z');
    await pool.refresh(signal);
    expect(reads).toBe(3);
    expect(pool.problems()).toHaveLength(650);
  });
});
