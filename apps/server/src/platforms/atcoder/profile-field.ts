import { markupText } from '#server/platforms/markup-text';

/**
 * The Affiliation cell of AtCoder's user page (asked in English), as text. A scan for the row's
 * label and the cell after it, not a parse of the page: linear in the page's size whatever the
 * markup, so a hostile page cannot stall the server (issue 24), and the page's size is capped.
 */
export function affiliationOf(html: string): string | undefined {
  const label = html.indexOf('>Affiliation</th>');
  if (label < 0) return undefined;
  const open = html.indexOf('<td', label);
  const start = open < 0 ? -1 : html.indexOf('>', open);
  const end = start < 0 ? -1 : html.indexOf('</td>', start);
  if (end < 0) return undefined;
  return markupText(html.slice(start + 1, end));
}
