import type { PlatformId } from '@contest-tracker/contract';
import { asCallSource } from '#server/platforms/call-source';
import type { HandleSource } from '#server/platforms/handle-source';
import type { ProblemCatalog } from '#server/platforms/problem-catalog';

/** Each platform's problems with their difficulties, where its handle source keeps them. */
export type Catalogs = Partial<Record<PlatformId, ProblemCatalog>>;

export function catalogsOf(sources: Partial<Record<PlatformId, HandleSource>>): Catalogs {
  const catalogs: Catalogs = {};
  for (const [platform, source] of Object.entries(sources) as [PlatformId, HandleSource][]) {
    if (source.difficulties) catalogs[platform] = source.difficulties;
  }
  return catalogs;
}

/**
 * A user's read waits for these platforms' lists when due (once a day, behind the gate as a
 * user's call); a list that cannot be read leaves the last good one (or none: 'unrated').
 */
export async function refreshCatalogs(
  catalogs: Catalogs,
  platforms: Iterable<string>,
  signal: AbortSignal,
): Promise<void> {
  const due = [...new Set(platforms)].flatMap((p) => {
    const catalog = catalogs[p as PlatformId];
    return catalog ? [catalog] : [];
  });
  await asCallSource('user', () => Promise.all(due.map((c) => c.refresh(signal))));
}
