import type { PlatformId } from '@contest-tracker/contract/pure';
import { bandOf, ratingBands } from '../lib/rating-bands';

/**
 * A problem's difficulty as its number, with the platform's rating colour as a dot beside it
 * (the colour adds to the text, never replaces it); 'unrated' when the platform rates it not.
 */
export function DifficultyBadge({
  platform,
  difficulty,
}: {
  platform: PlatformId;
  difficulty: number | null;
}) {
  if (difficulty === null) {
    return (
      <span className="rounded border border-slate-300 px-1.5 text-xs text-slate-700 dark:border-slate-600 dark:text-slate-300">
        unrated
      </span>
    );
  }
  const band = bandOf(ratingBands(platform), difficulty);
  return (
    <span
      className="inline-flex items-center gap-1 rounded border border-slate-300 px-1.5 text-xs font-medium tabular-nums text-slate-800 dark:border-slate-600 dark:text-slate-200"
      title={band ? `Difficulty ${difficulty} (${band.name})` : `Difficulty ${difficulty}`}
      data-testid="difficulty"
    >
      {band && (
        <span
          aria-hidden="true"
          className="inline-block h-2.5 w-2.5 rounded-full ring-1 ring-slate-400"
          style={{ backgroundColor: band.colour }}
        />
      )}
      <span className="sr-only">difficulty </span>
      {difficulty}
      {band && <span className="sr-only"> ({band.name})</span>}
    </span>
  );
}
