/**
 * The divisions a title names: 'Div 1, Div 2 and Div 3' → 1, 2, 3; 'Codeforces Round 926
 * (Div. 2)' → 2; '(Div. 1 + Div. 2)' → 1, 2. A solution video naming several is one video for
 * several contests (each division its own contest), not a doubt between them.
 */
export function namedDivisions(title: string): Set<string> {
  const text = title.normalize('NFKC').toLowerCase();
  const found = new Set<string>();
  // 'div 1', 'div. 2', 'division 3', 'див. 1', then any '+ 2', ', 3', 'and 4' after it.
  for (const match of text.matchAll(
    /(?:div|див)(?:ision)?\.?\s*([1-4])((?:\s*(?:\+|&|,|and|и)\s*(?:(?:div|див)(?:ision)?\.?\s*)?[1-4](?!\d))*)/gu,
  )) {
    if (match[1]) found.add(match[1]);
    for (const more of (match[2] ?? '').matchAll(/([1-4])/gu)) {
      if (more[1]) found.add(more[1]);
    }
  }
  return found;
}

/** Why a multi-division video stays queued: the admin attaches it to each named contest. */
export const SEVERAL_DIVISIONS_REASON = 'names several divisions: attach it to each';

/**
 * The candidates of a multi-division video: those of a division its title names. Empty when the
 * title names fewer than two divisions: then the candidates were alternatives, and one answer
 * settles the video.
 */
export function ofNamedDivisions<T extends { title: string }>(
  videoTitle: string,
  candidates: readonly T[],
): T[] {
  const named = namedDivisions(videoTitle);
  if (named.size < 2) return [];
  return candidates.filter((contest) =>
    [...namedDivisions(contest.title)].some((div) => named.has(div)),
  );
}
