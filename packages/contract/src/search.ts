import { expandShorthands } from './search-shorthands';

/**
 * The words a text is searched by: lower case, accents folded, punctuation dropped, and letters
 * split from digits ('Div.2' and 'div 2' read alike). Server and browser both search by these.
 */
export function searchTokens(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .match(/\p{L}+|\p{N}+/gu) ?? []
  );
}

/**
 * What a contest is searched by: its platform's name and its title, as tokens one space apart
 * ('codechef starters 178 rated till 6 star'). The server stores this beside each contest.
 */
export function searchText(platformName: string, title: string): string {
  return searchTokens(`${platformName} ${title}`).join(' ');
}

/**
 * The words a query asks for: its tokens, with series shorthands resolved ('abc 139' asks for
 * 'atcoder beginner contest 139'). Every search, the server's and the browser's, asks by these.
 */
export function searchWords(query: string): string[] {
  return expandShorthands(searchTokens(query));
}

/**
 * The matching rule: every word and number of the query, in any order, is a whole word or number
 * of the contest's platform name and title ('round 926' finds 'Round 926' but not 'Round 9260').
 * Whole words (not prefixes) keep the server's index exact and fast at any size.
 * A query without words or numbers matches everything.
 */
export function matchesSearch(
  contest: { platformName: string; title: string },
  query: string,
): boolean {
  const words = new Set(searchTokens(`${contest.platformName} ${contest.title}`));
  return searchWords(query).every((token) => words.has(token));
}

/**
 * The same rule as a PostgreSQL `tsquery` over `to_tsvector('simple', searchText(…))`. Undefined
 * when the query has nothing to match by. Tokens hold only letters and digits, so nothing in
 * them is tsquery syntax.
 */
export function searchTsQuery(query: string): string | undefined {
  const tokens = [...new Set(searchWords(query))];
  return tokens.length === 0 ? undefined : tokens.join(' & ');
}

export const MAX_SEARCH_LENGTH = 100;

/**
 * Past lists count their matches up to here (`total`), one past the deepest page (the queries'
 * `MAX_PAST_DEPTH`): a count further than pages reach serves nobody, and stopping keeps a common
 * search's count as cheap as its page. The browser writes it as '10,000+'.
 */
export const PAST_TOTAL_CAP = 10_001;
