/**
 * Platforms pad and double-space names ("Codeforces Round  834 (Div. 3)", "Starters 158  (Rated…)");
 * one canonical form keeps a re-fetched contest from looking renamed.
 */
export function cleanTitle(title: string): string {
  return title.trim().replace(/\s+/g, ' ');
}
