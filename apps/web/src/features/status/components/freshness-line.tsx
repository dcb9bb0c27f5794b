import type { PlatformSyncStatus } from '@contest-tracker/contract';
import { PLATFORM_NAMES } from '@contest-tracker/contract/pure';
import { Link } from '@/lib/router';
import { ago } from '../lib/ago';

/** What the line says of one platform, after its name: 'updated 5 min ago', or its warning. */
function labelOf(p: PlatformSyncStatus, now: Date): string {
  // A sync that found no contest is not success, however recent: its warning replaces the age.
  if (p.warning && !p.stale) return `⚠: ${p.warning}`;
  return `${p.stale ? '⚠' : '✓'} ${p.lastSuccessAt ? `updated ${ago(p.lastSuccessAt, now)}` : 'not loaded yet'}`;
}

/**
 * Under the filter: when each platform's data was last updated, platforms of the same age grouped
 * ('✓ Codeforces, LeetCode updated 5 min ago'), the exact time in each name's tooltip; a platform
 * whose last answer held no contest says so ('⚠ HackerEarth: no contests in the answer (3
 * dropped)'). Its box keeps its height while the status loads, so nothing below it moves
 * (decision 009).
 */
export function FreshnessLine({
  platforms,
  now,
}: {
  platforms: readonly PlatformSyncStatus[] | undefined;
  now: Date;
}) {
  const groups = new Map<string, PlatformSyncStatus[]>();
  for (const p of platforms ?? []) {
    // The icon repeats what the text says; stale ones get their own group even at the same age.
    const label = labelOf(p, now);
    groups.set(label, [...(groups.get(label) ?? []), p]);
  }
  return (
    <p
      data-testid="freshness"
      className="-mt-3 flex min-h-10 flex-wrap content-start gap-x-4 text-sm text-slate-600 md:min-h-5 dark:text-slate-400"
    >
      {[...groups].map(([label, members]) => (
        <span key={label}>
          <span aria-hidden="true">{label[0]} </span>
          {members.map((p, i) => (
            <span
              key={p.platform}
              title={p.lastSuccessAt ? new Date(p.lastSuccessAt).toLocaleString() : undefined}
            >
              {i > 0 && ', '}
              {PLATFORM_NAMES[p.platform]}
            </span>
          ))}
          {label.slice(1)}
        </span>
      ))}
      {platforms && (
        <Link to="/status" className="underline hover:text-slate-900 dark:hover:text-slate-100">
          Status
        </Link>
      )}
    </p>
  );
}
