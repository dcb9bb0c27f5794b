import type { UpsolveResponse } from '@contest-tracker/contract';
import { formatDay } from '../lib/format-day';
import { UpsolveProblem } from './upsolve-problem';

type UpsolveContestData = UpsolveResponse['contests'][number];

/** The anchor of a contest on /upsolve: a card's 'N to upsolve' lands here. */
export const upsolveAnchor = (contestId: string) => `contest-${contestId}`;

/**
 * One contest of the upsolve list: its day, how many problems are still open, and the problems,
 * open ones easiest first (those solved since only when asked for: they are done).
 */
export function UpsolveContest({
  contest,
  showSolved,
  target,
}: {
  contest: UpsolveContestData;
  showSolved: boolean;
  target: boolean;
}) {
  const open = contest.open;
  const shown = showSolved ? contest.problems : contest.problems.filter((p) => !p.solved);
  const anchor = upsolveAnchor(contest.contestId);
  return (
    <li
      aria-labelledby={anchor}
      className={`rounded-xl border bg-white p-5 dark:bg-slate-900 ${
        target
          ? 'border-sky-600 ring-2 ring-sky-600 dark:border-sky-400 dark:ring-sky-400'
          : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      <h2 id={anchor} tabIndex={-1} className="scroll-mt-24 font-semibold focus:outline-none">
        {contest.title}
      </h2>
      <p className="mb-2 text-sm text-slate-700 dark:text-slate-300" data-testid="upsolve-line">
        <time dateTime={contest.startsAt}>{formatDay(contest.startsAt)}</time> ·{' '}
        {open > 0 ? `${open} open` : 'All solved'}
      </p>
      {shown.length > 0 && (
        <ul className="flex flex-col gap-1">
          {shown.map((problem) => (
            <UpsolveProblem key={problem.id} problem={problem} platform={contest.platform} />
          ))}
        </ul>
      )}
    </li>
  );
}
