import type { PracticePlatform } from '@contest-tracker/contract';
import { MessageBox } from '@/components/ui/message-box';
import { usePracticeAction, useRecommendations, type PracticeBand } from '../api/use-practice';
import { DifficultyBadge } from './difficulty-badge';

const TITLES: Record<PracticeBand, { title: string; about: string }> = {
  easy: { title: 'Easy', about: 'about 80 % chance to solve' },
  medium: { title: 'Medium', about: 'about 50 % chance to solve' },
  hard: { title: 'Hard', about: 'about 20 % chance to solve' },
};

const buttonClass =
  'rounded-md border border-slate-300 px-2.5 py-1 text-sm font-medium hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800';

/** One band of picks: each problem with its contest, difficulty, tags and chance. */
export function PracticeBandSection({
  platform,
  band,
}: {
  platform: PracticePlatform;
  band: PracticeBand;
}) {
  const picks = useRecommendations(platform, band, true);
  const skip = usePracticeAction('skip');
  const solved = usePracticeAction('solved');
  const { title, about } = TITLES[band];
  const headingId = `practice-${band}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="font-semibold">
        {title}{' '}
        <span className="text-sm font-normal text-slate-700 dark:text-slate-300">· {about}</span>
      </h2>
      {picks.isError ? (
        <MessageBox>{picks.error.message}</MessageBox>
      ) : !picks.data ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">Loading…</p>
      ) : picks.data.problems.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">Nothing in this band for now.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-3" data-testid={`practice-${band}`}>
          {picks.data.problems.map((problem) => (
            <li key={problem.id} className="flex flex-col gap-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <a
                  href={problem.url}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-sky-800 underline-offset-4 hover:underline dark:text-sky-300"
                >
                  {problem.name}
                </a>
                <DifficultyBadge platform={platform} difficulty={problem.difficulty} />
                <span className="text-xs text-slate-700 dark:text-slate-300">
                  {Math.round(problem.solveChance * 100)} % chance
                </span>
              </div>
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
                <span>Contest {problem.contestId}</span>
                {problem.tags.length > 0 && <span>· {problem.tags.join(', ')}</span>}
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className={buttonClass}
                  disabled={solved.isPending}
                  aria-label={`Solved it: ${problem.name}`}
                  onClick={() => {
                    solved.mutate({ platform, problemId: problem.id });
                  }}
                >
                  Solved it
                </button>
                <button
                  type="button"
                  className={buttonClass}
                  disabled={skip.isPending}
                  aria-label={`Not now: ${problem.name}`}
                  onClick={() => {
                    skip.mutate({ platform, problemId: problem.id });
                  }}
                >
                  Not now
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {solved.isSuccess && (
        <p role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          Checking your submissions: a problem leaves the list once the platform shows it accepted.
        </p>
      )}
    </section>
  );
}
