import type { PlatformId } from '@contest-tracker/contract/pure';
import { useResults } from '../api/use-handles';
import { ratingChangeText } from '@/lib/rating-change';
import { RatingChart } from './rating-chart';

/** The newest rated contests of a verified handle. */
export function HandleResults({ platform }: { platform: PlatformId }) {
  const results = useResults(platform, true);
  if (results.isPending) return <p className="text-sm">Loading your results…</p>;
  if (results.isError) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {results.error.message}
      </p>
    );
  }
  const newest = results.data.results.slice(0, 5);
  if (newest.length === 0) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">No rated contests of yours yet.</p>
    );
  }
  const [latest] = newest;
  return (
    <div className="flex flex-col gap-1 text-sm">
      {latest && (
        <p>
          Rating: <span className="font-semibold">{latest.newRating}</span>
        </p>
      )}
      <RatingChart platform={platform} results={results.data.results} />
      <ul aria-label="Your latest rated contests" className="flex flex-col gap-0.5">
        {newest.map((result) => (
          <li key={result.contestId} className="text-slate-700 dark:text-slate-300">
            {result.title}: #{result.rank} · {ratingChangeText(result.newRating - result.oldRating)}
          </li>
        ))}
      </ul>
    </div>
  );
}
