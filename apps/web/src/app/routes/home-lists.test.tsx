import type { ApiContest } from '@contest-tracker/contract';
import { UPCOMING_IN_PAGE_ID } from '@contest-tracker/contract/pure';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { takeUpcomingFromPage } from '@/features/contests';
import { refetchWhenBackOnline } from '@/lib/back-online';
import { createQueryClient } from '@/lib/query-client';
import { ourContest } from '@/test/contests';
import { json, renderWithApp } from '@/test/render-with-app';
import { HomePage } from './home';

// How the home page gets its lists: the upcoming one from the page the server sent, the Past
// tab's when it opens, and what a search says without a connection (decision 051).

const contest = (id: string, title: string, status: ApiContest['status'] = 'upcoming') =>
  ourContest({
    id,
    platform: 'codeforces',
    title,
    url: `https://codeforces.com/contest/${id}`,
    startsAt: status === 'finished' ? '2024-02-01T14:35:00.000Z' : '2030-03-01T14:35:00.000Z',
    minutes: 120,
    status,
  });
const IN_PAGE = [contest('1', 'Codeforces Round In The Page')];
const FETCHED = [contest('2', 'Codeforces Round Fetched')];
const PAST = [contest('3', 'Codeforces Round Past', 'finished')];
const pastPage = { contests: PAST, page: 0, pageSize: 12, hasMore: false };

const panel = () => screen.getByRole('tabpanel');
const FAILED = 'Failed to load contests. Please try again later.';
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
/** The app's own query defaults (how long an answer stays fresh), without retries. */
const asTheApp = (client: QueryClient) => {
  client.setDefaultOptions({
    queries: { ...createQueryClient().getDefaultOptions().queries, retry: false },
  });
};

function pageCarrying(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = UPCOMING_IN_PAGE_ID;
  block.textContent = text;
  document.body.append(block);
}
afterEach(() => {
  document.getElementById(UPCOMING_IN_PAGE_ID)?.remove();
});

describe('the home page’s lists', () => {
  it('draws the upcoming list the page carries without asking for it; the Past tab asks when opened', async () => {
    pageCarrying(JSON.stringify({ contests: IN_PAGE }));
    const { api, user } = renderWithApp(<HomePage />, {
      api: {
        '/api/contests/upcoming': () => json({ contests: FETCHED }),
        '/api/contests/past': () => json(pastPage),
      },
      prepare: (client) => {
        asTheApp(client);
        expect(takeUpcomingFromPage(client)).toBe(true);
      },
    });
    expect(await within(panel()).findByText('Codeforces Round In The Page')).toBeInTheDocument();
    const lists = () => api.paths().filter((path) => path.startsWith('/api/contests/'));
    expect(lists()).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Past Contests' }));
    expect(await within(panel()).findByText('Codeforces Round Past')).toBeInTheDocument();
    expect(lists()).toEqual(['/api/contests/past?page=0']);
  });

  it('asks for the upcoming list when the page carries none, or an unreadable one', async () => {
    pageCarrying('{"contests": [');
    const { api } = renderWithApp(<HomePage />, {
      api: { '/api/contests/upcoming': () => json({ contests: FETCHED }) },
      prepare: (client) => {
        asTheApp(client);
        expect(takeUpcomingFromPage(client)).toBe(false);
      },
    });
    expect(await within(panel()).findByText('Codeforces Round Fetched')).toBeInTheDocument();
    expect(api.paths().filter((path) => path.startsWith('/api/contests/'))).toEqual([
      '/api/contests/upcoming',
    ]);
  });

  it('offline, says "Search needs a connection" under the box, which stays; back online, the results come', async () => {
    let online = false;
    const { user, queryClient } = renderWithApp(<HomePage />, {
      route: '/?tab=past',
      api: {
        '/api/contests/upcoming': () => json({ contests: FETCHED }),
        '/api/contests/past': (url) =>
          url.searchParams.has('q') && !online ? offline() : json(pastPage),
      },
    });
    const stop = refetchWhenBackOnline(queryClient);
    try {
      await within(panel()).findByText('Codeforces Round Past');
      const box = screen.getByRole('searchbox', { name: 'Search contests' });
      await user.type(box, 'past');
      const note = await screen.findByText('Search needs a connection', {}, { timeout: 5_000 });
      expect(box).toHaveAccessibleDescription('Search needs a connection');
      expect(note).toHaveAttribute('role', 'status');
      expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
      expect(screen.getByRole('tablist')).toBeInTheDocument();

      online = true;
      window.dispatchEvent(new Event('online'));
      expect(await within(panel()).findByText('Codeforces Round Past')).toBeInTheDocument();
      await waitFor(() => {
        expect(screen.queryByText('Search needs a connection')).not.toBeInTheDocument();
      });
      expect(box).not.toHaveAccessibleDescription();
    } finally {
      stop();
    }
  });

  it('still fails the page for a search the server refused, not for want of a connection', async () => {
    renderWithApp(<HomePage />, {
      route: '/?tab=past&q=past',
      api: { '/api/contests/past': () => json({ error: { code: 'internal', message: 'x' } }, 500) },
    });
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(screen.queryByText('Search needs a connection')).not.toBeInTheDocument();
  });
});
