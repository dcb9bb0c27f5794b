// What the banner and the empty lists say of platforms whose data is old or missing. Loaded only
// when some platform is (stale-notes.tsx), to keep the first visit small (decision 014).
import type { PlatformSyncStatus } from '@contest-tracker/contract';
import { PLATFORM_NAMES, type PlatformId } from '@contest-tracker/contract/pure';

/** '14:05' in the viewer's locale, with the date when it is not today. */
export function at(iso: string, now: Date): string {
  const when = new Date(iso);
  const today = when.toDateString() === now.toDateString();
  return when.toLocaleString(undefined, {
    ...(today ? {} : { month: 'short', day: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** 'Codeforces', 'Codeforces and LeetCode', 'Codeforces, LeetCode and CodeChef'. */
function nameList(platforms: readonly PlatformId[]): string {
  const names = platforms.map((id) => PLATFORM_NAMES[id]);
  const last = names.pop();
  return names.length > 0 ? `${names.join(', ')} and ${last ?? ''}` : (last ?? '');
}

/** What the banner says of a platform whose data is old or missing. */
export function staleText(p: PlatformSyncStatus, now: Date): string {
  const name = PLATFORM_NAMES[p.platform];
  const error = p.lastError && p.lastErrorAt ? p.lastError : undefined;
  if (!p.lastSuccessAt) {
    return `${name} has not been loaded yet${error ? ` (${error})` : ''}.`;
  }
  const asOf = `showing contests as of ${at(p.lastSuccessAt, now)}`;
  // Every attempt since the first failure failed; the last one says how.
  const reached = error && /^(network|no answer)/.test(error) ? 'reached' : 'updated';
  return error && p.failingSince
    ? `${name} could not be ${reached} since ${at(p.failingSince, now)} (${error}) — ${asOf}.`
    : `${name} has not been updated since ${at(p.lastSuccessAt, now)} — ${asOf}.`;
}

/**
 * Why a list of these platforms may be empty although they have contests: the ones that never
 * synced or are failing, named ('Codeforces has not been loaded yet').
 */
export function missingText(stale: readonly PlatformSyncStatus[]): string {
  const never = stale.filter((p) => !p.lastSuccessAt).map((p) => p.platform);
  const failing = stale.filter((p) => p.lastSuccessAt).map((p) => p.platform);
  const verb = (ids: PlatformId[], one: string, many: string) =>
    `${nameList(ids)} ${ids.length === 1 ? one : many}`;
  return [
    never.length > 0 && verb(never, 'has not been loaded yet', 'have not been loaded yet'),
    failing.length > 0 && verb(failing, 'is not updating', 'are not updating'),
  ]
    .filter(Boolean)
    .join(', and ');
}
