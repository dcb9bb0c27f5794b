// Server-side entry, loaded at build time by build/prerender-home.ts: the home page's first screen
// as HTML, so a visitor sees the header, the filter, the tabs and the loading cards before the
// JavaScript arrives, and React adopts that markup instead of building it again (main.tsx).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/app';
import { createQueryClient } from './lib/query-client';

/** The URL the pre-rendered page is for; main.tsx adopts the markup only on this very URL. */
export const PRERENDERED_URL = '/';

/** The home page before any data: no contests, no user, nothing that depends on the clock. */
export function renderHome(): string {
  return renderToString(
    <StrictMode>
      <App queryClient={createQueryClient()} location={PRERENDERED_URL} />
    </StrictMode>,
  );
}
