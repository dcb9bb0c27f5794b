import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFixtureJson } from '#replay/server/fixtures';
import { contestsTakenPart, leftToUpsolve } from './upsolve';

const INDEXES = ['A', 'B', 'C', 'D'] as const;
const submission = fc.record({
  contestId: fc.constantFrom(7, 8),
  index: fc.constantFrom(...INDEXES),
  participantType: fc.constantFrom('CONTESTANT', 'OUT_OF_COMPETITION', 'PRACTICE', 'VIRTUAL'),
  verdict: fc.constantFrom('OK', 'WRONG_ANSWER', 'COMPILATION_ERROR', undefined),
});
const problems = INDEXES.map((index) => ({ index, name: `Problem ${index}` }));
const during = (type: string) => type === 'CONTESTANT' || type === 'OUT_OF_COMPETITION';

describe('what is left to upsolve', () => {
  it('never lists a problem solved during the contest, lists every other, ticked once solved later', () => {
    fc.assert(
      fc.property(fc.array(submission, { maxLength: 30 }), (submissions) => {
        const left = leftToUpsolve(7, problems, submissions);
        for (const { index } of problems) {
          const mine = submissions.filter((s) => s.contestId === 7 && s.index === index);
          const solvedDuring = mine.some((s) => s.verdict === 'OK' && during(s.participantType));
          const solvedLater = mine.some((s) => s.verdict === 'OK' && !during(s.participantType));
          const entry = left.find((p) => p.index === index);
          // Solved during: never listed. Never tried, or tried and failed: listed, open.
          if (solvedDuring) expect(entry).toBeUndefined();
          else expect(entry).toEqual({ index, name: `Problem ${index}`, solved: solvedLater });
        }
      }),
    );
  });

  it('reads a real history: 1459 A solved during, B failed then solved in practice', () => {
    const recorded = readFixtureJson(
      'codeforces/user.status__2020-12-30__Rishabh-malhotraa-codeforces-diary.json',
    ) as {
      result: {
        contestId: number;
        creationTimeSeconds: number;
        problem: { index: string };
        author: { participantType: string };
        verdict: string;
      }[];
    };
    const submissions = recorded.result.map((s) => ({
      contestId: s.contestId,
      creationTimeSeconds: s.creationTimeSeconds,
      index: s.problem.index,
      participantType: s.author.participantType,
      verdict: s.verdict,
    }));
    const taken = contestsTakenPart(submissions);
    expect(taken.slice(0, 3)).toEqual([1459, 1462, 1461]);
    // 1405 was only practised and run virtually: not taken part in.
    expect(taken).not.toContain(1405);
    const left = leftToUpsolve(
      1459,
      [
        { index: 'A', name: 'Red-Blue Shuffle' },
        { index: 'B', name: 'Move and Turn' },
      ],
      submissions,
    );
    expect(left).toEqual([{ index: 'B', name: 'Move and Turn', solved: true }]);
  });
});
