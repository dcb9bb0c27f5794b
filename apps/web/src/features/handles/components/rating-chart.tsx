import type { ContestResult } from '@contest-tracker/contract';

const WIDTH = 320;
const HEIGHT = 96;
const PAD = 6;

/**
 * The rating after each rated contest, oldest to newest: a line drawn as SVG here (a chart
 * library would weigh more than this page's whole chunk). Screen readers get the summary.
 */
export function RatingChart({ results }: { results: readonly ContestResult[] }) {
  const points = [...results].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || points.length < 2) return null;
  const ratings = points.map((p) => p.newRating);
  const low = Math.min(...ratings);
  const high = Math.max(...ratings);
  const span = Math.max(1, high - low);
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / (points.length - 1);
  const y = (rating: number) => HEIGHT - PAD - ((rating - low) * (HEIGHT - 2 * PAD)) / span;
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.newRating).toFixed(1)}`).join(' ');
  return (
    <figure className="flex flex-col gap-1">
      <svg
        role="img"
        aria-label={`Rating over ${points.length} rated contests: from ${first.newRating} to ${last.newRating}, highest ${high}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-24 w-full max-w-sm text-sky-700 dark:text-sky-300"
      >
        <polyline
          points={line}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        {points.map((p, i) => (
          <circle key={p.contestId} cx={x(i)} cy={y(p.newRating)} r="2.5" fill="currentColor" />
        ))}
      </svg>
      <figcaption className="text-xs text-slate-600 dark:text-slate-400">
        {low}–{high} over {points.length} rated contests
      </figcaption>
    </figure>
  );
}
