import type { UpsolveResponse } from '@contest-tracker/contract';
import type { PlatformId } from '@contest-tracker/contract/pure';
import { DifficultyBadge } from './difficulty-badge';

type Problem = UpsolveResponse['contests'][number]['problems'][number];

/** One problem left to upsolve: its link, difficulty and tags (from its contest, if asked). */
export function UpsolveProblem({
  problem,
  platform,
  contestTitle,
}: {
  problem: Problem;
  platform: PlatformId;
  contestTitle?: string;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span
        aria-hidden="true"
        className={problem.solved ? 'text-emerald-700 dark:text-emerald-400' : ''}
      >
        {problem.solved ? '✓' : '○'}
      </span>
      <a
        href={problem.link}
        target="_blank"
        rel="noreferrer"
        aria-label={`${problem.id}. ${problem.name} (${problem.solved ? 'solved since' : 'not solved yet'})`}
        className={`underline-offset-4 hover:underline ${problem.solved ? 'text-slate-600 line-through dark:text-slate-400' : 'font-medium text-sky-800 dark:text-sky-300'}`}
      >
        {problem.id}. {problem.name}
      </a>
      <DifficultyBadge platform={platform} difficulty={problem.difficulty} />
      {contestTitle && (
        <span className="text-xs text-slate-700 dark:text-slate-300">{contestTitle}</span>
      )}
      {problem.tags.length > 0 && (
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {problem.tags.join(', ')}
        </span>
      )}
    </li>
  );
}
