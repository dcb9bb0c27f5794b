import type { UpsolveResponse } from '@contest-tracker/contract';
import { UpsolveProblem } from './upsolve-problem';

/** Easiest first, unrated after rated, then by id: the server's order within a contest. */
const byDifficulty = (
  a: { difficulty: number | null; id: string },
  b: { difficulty: number | null; id: string },
) =>
  (a.difficulty ?? Number.POSITIVE_INFINITY) - (b.difficulty ?? Number.POSITIVE_INFINITY) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** 'Easiest first': the page's problems across its contests in one list, each with its contest. */
export function UpsolveEasiest({
  contests,
  showSolved,
}: {
  contests: UpsolveResponse['contests'];
  showSolved: boolean;
}) {
  const rows = contests
    .flatMap((contest) => contest.problems.map((problem) => ({ ...problem, contest })))
    .filter((row) => showSolved || !row.solved)
    .sort((a, b) => Number(a.solved) - Number(b.solved) || byDifficulty(a, b));
  return (
    <section
      aria-label="Easiest first"
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <ul className="flex flex-col gap-1" data-testid="upsolve-easiest">
        {rows.map((row) => (
          <UpsolveProblem
            key={`${row.contest.contestId}/${row.id}`}
            problem={row}
            platform={row.contest.platform}
            contestTitle={row.contest.title}
          />
        ))}
      </ul>
    </section>
  );
}
