import { markupText } from '#server/platforms/markup-text';

/**
 * Reads of CodeChef's user page (`/users/<handle>`) by scanning for fixed markers, not parsing
 * the page: linear in its size whatever the markup (issue 24), and its size is capped.
 */

/** Only a user's page has this block; CodeChef sends others (an unknown handle) elsewhere. */
export const isUserPage = (html: string) => html.includes('class="user-details-container');

/** The Name the user saved, as the page's heading shows it. */
export function nameOf(html: string): string | undefined {
  const block = html.indexOf('class="user-details-container');
  const heading = block < 0 ? -1 : html.indexOf('<h1', block);
  const start = heading < 0 ? -1 : html.indexOf('>', heading);
  const end = start < 0 ? -1 : html.indexOf('</h1>', start);
  if (end < 0) return undefined;
  return markupText(html.slice(start + 1, end));
}

const RATING_HISTORY = 'var all_rating = ';

/**
 * The text of the rating history the page's chart draws (`var all_rating = [...];`), a JSON
 * array on one line; undefined when the page has none.
 */
export function ratingHistoryText(html: string): string | undefined {
  const at = html.indexOf(RATING_HISTORY);
  if (at < 0) return undefined;
  const start = at + RATING_HISTORY.length;
  const end = html.indexOf('];', start);
  return end < 0 ? undefined : html.slice(start, end + 1);
}
