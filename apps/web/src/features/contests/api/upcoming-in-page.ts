import type { ApiUpcomingResponse } from '@contest-tracker/contract';
import { UPCOMING_IN_PAGE_ID } from '@contest-tracker/contract/pure';
import type { QueryClient } from '@tanstack/react-query';
import { upcomingContestsQuery } from './get-upcoming-contests';

/** The upcoming list the server put into the home page (decision 051), if it is there and whole. */
function readUpcomingInPage(doc: Document): ApiUpcomingResponse | undefined {
  const text = doc.getElementById(UPCOMING_IN_PAGE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<ApiUpcomingResponse> | null;
    return Array.isArray(value?.contests) ? { contests: value.contests } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Puts the page's own upcoming list into the cache, as if just fetched: the first cards draw as
 * soon as the script runs, with no request. False when the page has none (another URL, an older
 * server, a page the service worker gave offline): the list is then fetched as before.
 */
export function takeUpcomingFromPage(queryClient: QueryClient, doc: Document = document): boolean {
  const list = readUpcomingInPage(doc);
  if (!list) return false;
  putUpcomingList(queryClient, list);
  return true;
}

/** The upcoming list into the cache, as the query keeps it (the browser's and the server's render). */
export function putUpcomingList(queryClient: QueryClient, list: ApiUpcomingResponse): void {
  queryClient.setQueryData(upcomingContestsQuery().queryKey, list);
}
