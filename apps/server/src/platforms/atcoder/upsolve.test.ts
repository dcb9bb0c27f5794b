import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contestsEntered,
  leftInContest,
  nextFromSecond,
  solvedAfterwards,
  type AtcoderSubmission,
} from './upsolve';

// abc100 ran from second 1,000 to 2,000; abc101 (which shares abc100_c) from 5,000 to 6,000.
const windows = new Map([
  ['abc100', { startsAt: new Date(1_000_000), endsAt: new Date(2_000_000) }],
  ['abc101', { startsAt: new Date(5_000_000), endsAt: new Date(6_000_000) }],
]);
const problems = ['abc100_a', 'abc100_b', 'abc100_c'].map((id, i) => ({
  id,
  index: 'ABC'[i] ?? '',
  name: `Problem ${id}`,
}));
const submission = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  epochSecond: fc.integer({ min: 0, max: 7_000 }),
  problemId: fc.constantFrom('abc100_a', 'abc100_b', 'abc100_c'),
  contestId: fc.constantFrom('abc100', 'abc101'),
  result: fc.constantFrom('AC', 'WA', 'CE', 'WJ'),
});
const inWindow = (s: AtcoderSubmission) => {
  const w = windows.get(s.contestId);
  return (
    w !== undefined &&
    s.epochSecond * 1000 >= w.startsAt.getTime() &&
    s.epochSecond * 1000 < w.endsAt.getTime()
  );
};

describe('what is left to upsolve on AtCoder', () => {
  it('never lists a problem accepted during the contest; lists the rest, ticked once accepted outside a contest window', () => {
    fc.assert(
      fc.property(fc.array(submission, { maxLength: 30 }), (submissions) => {
        const left = leftInContest('abc100', problems, submissions, windows);
        for (const problem of problems) {
          const accepted = submissions.filter(
            (s) => s.problemId === problem.id && s.result === 'AC',
          );
          const during = accepted.some((s) => s.contestId === 'abc100' && inWindow(s));
          const later = accepted.some((s) => !inWindow(s));
          const entry = left.find((p) => p.id === problem.id);
          if (during) expect(entry).toBeUndefined();
          else expect(entry).toEqual({ ...problem, solved: later });
        }
        expect(new Set(solvedAfterwards(submissions, windows))).toEqual(
          new Set(
            submissions.filter((s) => s.result === 'AC' && !inWindow(s)).map((s) => s.problemId),
          ),
        );
      }),
    );
  });

  it('takes the contests submitted to during their window as entered, newest first', () => {
    const at = (contestId: string, epochSecond: number): AtcoderSubmission => ({
      id: epochSecond,
      epochSecond,
      problemId: 'abc100_c',
      contestId,
      result: 'WA',
    });
    expect(contestsEntered([at('abc100', 1_500), at('abc101', 5_100)], windows)).toEqual([
      'abc101',
      'abc100',
    ]);
    // Practice after the contest, or a contest we do not list: not entered.
    expect(contestsEntered([at('abc100', 2_000), at('arc999', 1_500)], windows)).toEqual([]);
  });

  it('reads again from the first submission still judged, else from the newest one read', () => {
    const s = (epochSecond: number, result: string): AtcoderSubmission => ({
      id: epochSecond,
      epochSecond,
      problemId: 'abc100_a',
      contestId: 'abc100',
      result,
    });
    expect(nextFromSecond([s(10, 'AC'), s(20, 'WJ'), s(30, 'WA')], '5')).toBe('20');
    expect(nextFromSecond([s(10, 'AC'), s(30, '3/12')], '5')).toBe('30');
    expect(nextFromSecond([s(10, 'AC'), s(30, 'WA')], '5')).toBe('30');
    expect(nextFromSecond([], '5')).toBe('5');
    expect(nextFromSecond([], undefined)).toBeUndefined();
  });
});
