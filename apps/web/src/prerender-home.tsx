// Server-side entry. At build time (build/prerender-home.ts) it renders the home page's first
// screen before any data, so a visitor sees the header, the filter, the tabs and the loading cards
// before the JavaScript arrives. Built also as a module the server loads (dist/ssr/, decision
// 070), it renders the same page with the upcoming list's first cards, once per answer of the list.
// React adopts either markup instead of building it again (main.tsx).
import type { ApiUpcomingResponse } from '@contest-tracker/contract';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/app';
import { putUpcomingList } from './features/contests';
import { createQueryClient } from './lib/query-client';

/** The URL the pre-rendered page is for; main.tsx adopts the markup only on this very URL. */
export const PRERENDERED_URL = '/';

/** The home page before any data: no contests, no user, nothing that depends on the clock. */
export function renderHome(): string {
  return renderToString(
    <StrictMode>
      <App queryClient={createQueryClient()} location={PRERENDERED_URL} adopting />
    </StrictMode>,
  );
}

/**
 * The home page with the first screenful of `list` as cards: still no user, no stored filters,
 * and no clock or time zone (the cards say when once the browser has taken them over).
 */
export function renderHomeWithCards(list: ApiUpcomingResponse): string {
  const queryClient = createQueryClient();
  putUpcomingList(queryClient, list);
  return renderToString(
    <StrictMode>
      <App queryClient={queryClient} location={PRERENDERED_URL} cardsInPage adopting />
    </StrictMode>,
  );
}
