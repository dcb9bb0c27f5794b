import type { QueryClient } from '@tanstack/react-query';
import { CARDS_IN_PAGE_ATTRIBUTE } from '@contest-tracker/contract/pure';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { clientConfigQuery, forgetSessionIfEnded, meQuery } from './features/auth';
import {
  pastContestsQuery,
  readHomeState,
  takeUpcomingFromPage,
  upcomingContestsQuery,
} from './features/contests';
import { registerServiceWorker } from './lib/app-build';
import { createQueryClient } from './lib/query-client';
import { refetchWhenBackOnline } from './lib/back-online';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The first screen's data is asked for now, while React renders: its queries then find the
// answers, or the requests in flight, in the cache instead of starting them from their effects.
// A failure is left to the query that shows it, which tries again when it mounts.
const queryClient: QueryClient = createQueryClient({
  onApiError: (status) => {
    forgetSessionIfEnded(queryClient, status);
  },
});
const leaveToTheQuery = () => undefined;
queryClient.query(clientConfigQuery()).catch(leaveToTheQuery);
queryClient.query(meQuery()).catch(leaveToTheQuery);
// The home page the server sends for `/` carries the upcoming list: no request for it then.
const listInPage = takeUpcomingFromPage(queryClient);
if (location.pathname === '/') {
  const { tab, page, platforms, q, length } = readHomeState(new URLSearchParams(location.search));
  if (!listInPage) queryClient.query(upcomingContestsQuery()).catch(leaveToTheQuery);
  // The Past tab's page only when it is the tab shown: a hidden tab costs the first visit nothing.
  if (tab === 'past') {
    queryClient.query(pastContestsQuery({ page, platforms, q, length })).catch(leaveToTheQuery);
  }
}
refetchWhenBackOnline(queryClient);

const app = (adopting: boolean, cardsInPage = false) => (
  <StrictMode>
    <App queryClient={queryClient} adopting={adopting} cardsInPage={cardsInPage} />
  </StrictMode>
);
// A transition lets React render in slices that yield to input, not in one long task.
startTransition(() => {
  // The server sends the home page's first screen pre-rendered (prerender-home.tsx). React
  // adopts that markup only where it was rendered for this very URL; elsewhere it starts afresh.
  if (root.dataset.prerendered === location.pathname + location.search) {
    // With the first cards in it when the server drew them (decision 070).
    hydrateRoot(root, app(true, root.hasAttribute(CARDS_IN_PAGE_ATTRIBUTE)));
  } else createRoot(root).render(app(false));
});
if (import.meta.env.PROD) registerServiceWorker({ listInPage });
