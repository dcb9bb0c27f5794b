import type { PlatformSyncStatus } from '@contest-tracker/contract';
import { PLATFORM_NAMES } from '@contest-tracker/contract/pure';
import { Link } from '@/lib/router';
import { ago } from '../lib/ago';

/** What the line says of a platform with a problem, after its name: its warning or its age. */
function problemOf(p: PlatformSyncStatus, now: Date): string {
  // A sync that found no contest is not success, however recent: its warning replaces the age.
  if (p.warning && !p.stale) return `⚠: ${p.warning}`;
  return `${p.stale ? '⚠' : '✓'} ${p.lastSuccessAt ? `updated ${ago(p.lastSuccessAt, now)}` : 'not loaded yet'}`;
}

const isFine = (p: PlatformSyncStatus): p is PlatformSyncStatus & { lastSuccessAt: string } =>
  !p.stale && !p.warning && p.lastSuccessAt !== null;

/** Each platform's exact time, for the tooltip of a group the line counts instead of naming. */
const times = (platforms: readonly PlatformSyncStatus[]) =>
  platforms
    .map(
      (p) =>
        `${PLATFORM_NAMES[p.platform]}: ${p.lastSuccessAt ? new Date(p.lastSuccessAt).toLocaleString() : '–'}`,
    )
    .join('\n');

/**
 * Under the filter, one short line: '✓ All 11 platforms updated 2 min ago · Status' (the oldest
 * of their ages, each platform's exact time in the tooltip). A platform with a problem is still
 * named, platforms with the same problem grouped ('⚠ Codeforces updated 2 h ago', '⚠ HackerEarth:
 * no contests in the answer (3 dropped)'), and the rest counted ('✓ The other 9 updated 1 min
 * ago'). Its box keeps its height while the status loads, so nothing below it moves (decision 009).
 */
export function FreshnessLine({
  platforms,
  now,
}: {
  platforms: readonly PlatformSyncStatus[] | undefined;
  now: Date;
}) {
  const all = platforms ?? [];
  const fine = all.filter(isFine);
  const problems = new Map<string, PlatformSyncStatus[]>();
  for (const p of all) {
    if (isFine(p)) continue;
    // The icon repeats what the text says; stale ones get their own group even at the same age.
    const label = problemOf(p, now);
    problems.set(label, [...(problems.get(label) ?? []), p]);
  }
  // The oldest success is the age every one of them has at most.
  const oldest = fine.reduce<string | undefined>(
    (min, p) => (min === undefined || p.lastSuccessAt < min ? p.lastSuccessAt : min),
    undefined,
  );
  // One is named ('✓ LeetCode updated …'); more are counted.
  const only = fine.length === 1 ? fine[0] : undefined;
  const counted = only
    ? PLATFORM_NAMES[only.platform]
    : fine.length === all.length
      ? `All ${fine.length} platforms`
      : `The other ${fine.length}`;
  const parts = [
    ...[...problems].map(([label, members]) => (
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
    )),
    ...(oldest
      ? [
          <span key="fine" title={times(fine)}>
            <span aria-hidden="true">✓ </span>
            {counted} updated {ago(oldest, now)}
          </span>,
        ]
      : []),
    ...(platforms
      ? [
          <Link
            key="status"
            to="/status"
            className="underline hover:text-slate-900 dark:hover:text-slate-100"
          >
            Status
          </Link>,
        ]
      : []),
  ];
  return (
    <p
      data-testid="freshness"
      className="flex min-h-5 flex-wrap content-start gap-x-1.5 text-sm text-slate-600 dark:text-slate-400"
    >
      {parts.map((part, i) => (
        <span key={part.key} className="contents">
          {i > 0 && <span aria-hidden="true">·</span>}
          {part}
        </span>
      ))}
    </p>
  );
}
