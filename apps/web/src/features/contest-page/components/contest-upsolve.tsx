import type { ApiContest } from '@contest-tracker/contract';
import { safeHttpUrl } from '@contest-tracker/contract/pure';
import { useUpsolve } from '@/features/handles';
import { Link } from '@/lib/router';

const linkClass = 'text-sky-800 underline underline-offset-4 dark:text-sky-300';

/**
 * Signed in: the problems of this contest still open for the user (the /upsolve list's, which
 * answers the page holding this contest), with the way to the full list there.
 */
export function ContestUpsolve({ contest }: { contest: ApiContest }) {
  const upsolve = useUpsolve({ page: 0, contest: contest.id }, true);
  const entry = upsolve.data?.contests.find((listed) => listed.contestId === contest.id);
  if (!entry) return null;
  const open = entry.problems.filter((problem) => !problem.solved);
  return (
    <section aria-labelledby="contest-upsolve" className="flex flex-col gap-3">
      <h2 id="contest-upsolve" className="text-xl font-semibold">
        Upsolve
      </h2>
      {open.length === 0 ? (
        <p>Nothing left to upsolve here.</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {open.map((problem) => {
            const href = safeHttpUrl(problem.link);
            const name = `${problem.id}. ${problem.name}`;
            return (
              <li key={problem.id}>
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {name}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  name
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Link
        to={`/upsolve?contest=${encodeURIComponent(contest.id)}`}
        className={`w-fit font-semibold ${linkClass}`}
        data-testid="upsolve-link"
      >
        {open.length} to upsolve: see it in your list
      </Link>
    </section>
  );
}
