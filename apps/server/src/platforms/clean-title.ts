/**
 * Platforms pad and double-space names ("Codeforces Round  834 (Div. 3)", "Starters 158  (Rated…)");
 * one canonical form keeps a re-fetched contest from looking renamed. Control characters (NUL,
 * escape, line breaks) never belong in a title: line breaks become spaces, the others go.
 */
export function cleanTitle(title: string): string {
  return plainText(title).trim().replace(/\s+/g, ' ');
}

/** Text without control characters other than tab and line breaks, which the database refuses. */
export function plainText(text: string): string {
  return text.replace(/[^\P{Cc}\t\n\r]/gu, '');
}
