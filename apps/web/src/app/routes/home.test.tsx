import {
  PLATFORM_LIST,
  PLATFORM_NAMES,
  type ApiContest,
  type ApiPastResponse,
} from '@contest-tracker/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ourContest } from '@/test/contests';
import type { ApiRoutes, FakeApi } from '@/test/fake-api';
import { currentLocation as location, json, renderWithApp } from '@/test/render-with-app';
import { HomePage } from './home';

// ---- A small fake of the two list endpoints ------------------------------------------------

const UPCOMING: ApiContest[] = [
  ourContest({
    id: 'codeforces-2070',
    platform: 'codeforces',
    title: 'Codeforces Round 1005 (Div. 2)',
    url: 'https://codeforces.com/contest/2070',
    startsAt: '2030-03-01T14:35:00.000Z',
    minutes: 120,
  }),
  ourContest({
    id: 'leetcode-weekly-contest-800',
    platform: 'leetcode',
    title: 'Weekly Contest 800',
    url: 'https://leetcode.com/contest/weekly-contest-800',
    startsAt: '2030-03-02T02:30:00.000Z',
    minutes: 90,
  }),
  ourContest({
    id: 'codechef-START500',
    platform: 'codechef',
    title: 'Starters 500',
    url: 'https://www.codechef.com/START500',
    startsAt: '2030-03-05T14:30:00.000Z',
    minutes: 120,
  }),
];

const PAGE_SIZE = 12;

/** 14 finished contests, newest first: page 0 is full, page 1 has the last two. */
const PAST: ApiContest[] = Array.from({ length: 14 }, (_, i) => {
  const platform = (['codeforces', 'leetcode', 'codechef'] as const)[i % 3] ?? 'codeforces';
  const day = String(28 - i).padStart(2, '0');
  const contest = ourContest({
    id: `${platform}-past-${i + 1}`,
    platform,
    title: `${PLATFORM_NAMES[platform]} Past ${i + 1}`,
    url: `https://example.com/${platform}/${i + 1}`,
    startsAt: `2024-02-${day}T14:30:00.000Z`,
    minutes: 120,
    status: 'finished',
  });
  return i === 0
    ? { ...contest, solution: { url: 'https://www.youtube.com/watch?v=past1', source: 'admin' } }
    : contest;
});

function pastPage(url: URL): ApiPastResponse {
  const page = Number(url.searchParams.get('page') ?? '0');
  const wanted = url.searchParams.get('platforms')?.split(',');
  const matching = wanted ? PAST.filter((c) => wanted.includes(c.platform)) : PAST.slice();
  return {
    contests: matching.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE),
    page,
    pageSize: PAGE_SIZE,
    hasMore: (page + 1) * PAGE_SIZE < matching.length,
    total: matching.length,
  };
}

const SERVER_ERROR = () => json({ error: { code: 'internal', message: 'x' } }, 500);

type Handler = (url: URL) => Response | Promise<Response>;

interface Server {
  upcoming?: Handler;
  past?: Handler;
}

function routes(server: Server = {}): ApiRoutes {
  return {
    '/api/contests/upcoming': server.upcoming ?? (() => json({ contests: UPCOMING })),
    '/api/contests/past': server.past ?? ((url: URL) => json(pastPage(url))),
  };
}

let api: FakeApi | undefined;
const requested = () => api?.paths() ?? [];

const pastRequests = () => requested().filter((u) => u.startsWith('/api/contests/past'));

// ---- Rendering -----------------------------------------------------------------------------

function renderHome(route = '/', server: Server = {}) {
  const view = renderWithApp(<HomePage />, { route, api: routes(server) });
  api = view.api;
  return view;
}

const tab = (name: 'Upcoming Contests' | 'Past Contests') => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');
const cardTitles = () =>
  within(panel())
    .queryAllByTestId('contest-card')
    .map((card) =>
      within(card).getByRole('heading').textContent.replace(' (opens in a new tab)', ''),
    );
const platformButton = (name: 'LeetCode' | 'Codeforces' | 'CodeChef' | 'AtCoder') =>
  screen.getByRole('button', { name });
const pageLabel = () => within(panel()).getByText(/^Page \d+$/);
const platformsDisclosure = () => screen.getByRole('button', { name: /^Platforms: / });

/** The platform toggles are folded into 'Platforms: All ▾' (issue 48): open it first. */
async function openPlatforms(user: ReturnType<typeof userEvent.setup>) {
  await user.click(platformsDisclosure());
  expect(platformsDisclosure()).toHaveAttribute('aria-expanded', 'true');
}

async function openPastTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(tab('Past Contests'));
  await within(panel()).findByText('Codeforces Past 1');
}

// ---- Tests ---------------------------------------------------------------------------------

describe('HomePage', () => {
  describe('upcoming tab', () => {
    it('is selected by default and shows three skeleton cards while loading', async () => {
      let answer: (response: Response) => void = () => undefined;
      renderHome('/', {
        upcoming: () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      });

      expect(screen.getByRole('heading', { name: 'Contest Tracker' })).toBeInTheDocument();
      expect(tab('Upcoming Contests')).toHaveAttribute('aria-selected', 'true');
      expect(tab('Past Contests')).toHaveAttribute('aria-selected', 'false');
      expect(within(panel()).getAllByTestId('skeleton-card')).toHaveLength(3);
      expect(within(panel()).getByRole('status')).toHaveTextContent('Loading contests');
      expect(within(panel()).queryByTestId('contest-card')).not.toBeInTheDocument();

      answer(json({ contests: UPCOMING }));
      await within(panel()).findByText('Weekly Contest 800');
      expect(within(panel()).queryByTestId('skeleton-card')).not.toBeInTheDocument();
    });

    it('shows a card per contest once loaded', async () => {
      renderHome();
      await within(panel()).findByText('Codeforces Round 1005 (Div. 2)');
      expect(cardTitles()).toEqual([
        'Codeforces Round 1005 (Div. 2)',
        'Weekly Contest 800',
        'Starters 500',
      ]);
      expect(screen.getByRole('link', { name: /Starters 500/ })).toHaveAttribute(
        'href',
        'https://www.codechef.com/START500',
      );
      expect(requested()).toContain('/api/contests/upcoming');
      expect(location()).toBe('/');
    });

    it('filters the upcoming cards in the browser when platforms are toggled', async () => {
      const { user } = renderHome();
      await within(panel()).findByText('Starters 500');
      const upcomingRequests = () =>
        requested().filter((u) => u.startsWith('/api/contests/upcoming')).length;
      const before = upcomingRequests();

      await openPlatforms(user);
      await user.click(platformButton('CodeChef'));
      expect(platformButton('CodeChef')).toHaveAttribute('aria-pressed', 'true');
      expect(cardTitles()).toEqual(['Starters 500']);
      expect(location()).toBe('/?platforms=codechef');
      expect(platformsDisclosure()).toHaveTextContent('Platforms: CodeChef');

      await user.click(platformButton('LeetCode'));
      expect(cardTitles()).toEqual(['Weekly Contest 800', 'Starters 500']);
      expect(location()).toBe('/?platforms=leetcode%2Ccodechef');
      expect(platformsDisclosure()).toHaveTextContent('Platforms: LeetCode, CodeChef');

      await user.click(platformButton('CodeChef'));
      await user.click(platformButton('LeetCode'));
      expect(cardTitles()).toHaveLength(3);
      expect(location()).toBe('/');
      expect(platformsDisclosure()).toHaveTextContent('Platforms: All');

      // The complete list was already here: nothing more is asked of the server for it.
      expect(upcomingRequests()).toBe(before);
      expect(requested().some((u) => u.includes('/api/contests/upcoming?'))).toBe(false);
    });

    it('says so when no upcoming contest is left', async () => {
      renderHome('/', { upcoming: () => json({ contests: [] }) });
      expect(await within(panel()).findByText('No upcoming contests found.')).toBeInTheDocument();
      expect(within(panel()).queryByTestId('contest-card')).not.toBeInTheDocument();
    });

    it('says so when the filter leaves no upcoming contest', async () => {
      const { user } = renderHome('/', {
        upcoming: () => json({ contests: [UPCOMING[0]] }),
      });
      await within(panel()).findByText('Codeforces Round 1005 (Div. 2)');
      await openPlatforms(user);
      await user.click(platformButton('LeetCode'));
      expect(within(panel()).getByText('No upcoming contests found.')).toBeInTheDocument();
    });
  });

  describe('past tab', () => {
    it('asks for the 0-based first page while the label says "Page 1"', async () => {
      const { user } = renderHome();
      await openPastTab(user);

      expect(tab('Past Contests')).toHaveAttribute('aria-selected', 'true');
      expect(location()).toBe('/?tab=past');
      expect(pageLabel()).toHaveTextContent('Page 1');
      expect(pastRequests()).toContain('/api/contests/past?page=0');
      expect(pastRequests().every((u) => !u.includes('page=1'))).toBe(true);
      expect(cardTitles()).toHaveLength(12);
      // Only the first fixture has a video.
      expect(within(panel()).getByRole('link', { name: /^Watch Solution/ })).toHaveAttribute(
        'href',
        'https://www.youtube.com/watch?v=past1',
      );
    });

    it('goes to the next page: asks for page=1 and says "Page 2"', async () => {
      const { user } = renderHome();
      await openPastTab(user);
      const nav = screen.getByRole('navigation', { name: 'Past contests pages' });

      await user.click(within(nav).getByRole('button', { name: 'Next' }));
      await within(panel()).findByText('Codeforces Past 13');
      expect(pageLabel()).toHaveTextContent('Page 2');
      expect(pastRequests()).toContain('/api/contests/past?page=1');
      expect(location()).toBe('/?tab=past&page=2');
      expect(cardTitles()).toEqual(['Codeforces Past 13', 'LeetCode Past 14']);
      // The server said there is no more.
      expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();

      await user.click(within(nav).getByRole('button', { name: 'Previous' }));
      await within(panel()).findByText('Codeforces Past 1');
      expect(pageLabel()).toHaveTextContent('Page 1');
      expect(location()).toBe('/?tab=past');
      expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    });

    it('disables Previous and Next while a page is loading', async () => {
      let answer: (response: Response) => void = () => undefined;
      const { user } = renderHome('/', {
        past: (url) =>
          url.searchParams.get('page') === '1'
            ? new Promise<Response>((resolve) => {
                answer = resolve;
              })
            : json(pastPage(url)),
      });
      await openPastTab(user);
      await user.click(screen.getByRole('button', { name: 'Next' }));

      expect(pageLabel()).toHaveTextContent('Page 2');
      expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
      expect(within(panel()).getAllByTestId('skeleton-card')).toHaveLength(3);

      answer(json(pastPage(new URL('http://localhost/api/contests/past?page=1'))));
      await within(panel()).findByText('Codeforces Past 13');
      expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    });

    it('sends the platform filter to the server', async () => {
      const { user } = renderHome();
      await openPastTab(user);

      await openPlatforms(user);
      await user.click(platformButton('CodeChef'));
      await within(panel()).findByText('CodeChef Past 3');
      expect(pastRequests()).toContain('/api/contests/past?page=0&platforms=codechef');
      expect(cardTitles()).toEqual([
        'CodeChef Past 3',
        'CodeChef Past 6',
        'CodeChef Past 9',
        'CodeChef Past 12',
      ]);
      expect(location()).toBe('/?tab=past&platforms=codechef');

      await user.click(platformButton('LeetCode'));
      await within(panel()).findByText('LeetCode Past 2');
      const last = pastRequests().at(-1) ?? '';
      expect(new URL(last, 'http://localhost').searchParams.get('platforms')).toMatch(
        /^(codechef,leetcode|leetcode,codechef)$/,
      );
      expect(new URL(last, 'http://localhost').searchParams.get('page')).toBe('0');
    });

    it('returns to "Page 1" when the filter changes', async () => {
      const { user } = renderHome();
      await openPastTab(user);
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await within(panel()).findByText('Codeforces Past 13');
      expect(pageLabel()).toHaveTextContent('Page 2');

      await openPlatforms(user);
      await user.click(platformButton('Codeforces'));
      await within(panel()).findByText('Codeforces Past 4');
      expect(pageLabel()).toHaveTextContent('Page 1');
      expect(pastRequests().at(-1)).toBe('/api/contests/past?page=0&platforms=codeforces');
      expect(location()).toBe('/?tab=past&platforms=codeforces');
    });

    it('returns to "Page 1" after switching tabs and back', async () => {
      const { user } = renderHome();
      await openPastTab(user);
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await within(panel()).findByText('Codeforces Past 13');

      await user.click(tab('Upcoming Contests'));
      expect(tab('Upcoming Contests')).toHaveAttribute('aria-selected', 'true');
      expect(location()).toBe('/');
      await within(panel()).findByText('Weekly Contest 800');

      await user.click(tab('Past Contests'));
      await within(panel()).findByText('Codeforces Past 1');
      expect(pageLabel()).toHaveTextContent('Page 1');
      expect(location()).toBe('/?tab=past');
    });

    it('keeps the page when the already-open tab is clicked again', async () => {
      const { user } = renderHome();
      await openPastTab(user);
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await within(panel()).findByText('Codeforces Past 13');

      await user.click(tab('Past Contests'));
      expect(pageLabel()).toHaveTextContent('Page 2');
      expect(location()).toBe('/?tab=past&page=2');
    });

    it('keeps the filter when switching tabs', async () => {
      const { user } = renderHome();
      await within(panel()).findByText('Starters 500');
      await openPlatforms(user);
      await user.click(platformButton('CodeChef'));
      await user.click(tab('Past Contests'));
      await within(panel()).findByText('CodeChef Past 3');
      expect(platformButton('CodeChef')).toHaveAttribute('aria-pressed', 'true');
      expect(location()).toBe('/?tab=past&platforms=codechef');
      expect(cardTitles().every((t) => t.startsWith('CodeChef'))).toBe(true);
    });

    it('says so when there are no past contests', async () => {
      const { user } = renderHome('/', {
        past: () => json({ contests: [], page: 0, pageSize: PAGE_SIZE, hasMore: false }),
      });
      await user.click(tab('Past Contests'));
      expect(await within(panel()).findByText('No past contests found.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    });

    it('opens a shared link on the past tab at its page and filter', async () => {
      const { user } = renderHome('/?tab=past&platforms=codechef&page=2');

      expect(tab('Past Contests')).toHaveAttribute('aria-selected', 'true');
      expect(pageLabel()).toHaveTextContent('Page 2');
      // Folded, the disclosure names the choice; opened, the toggles show it.
      expect(platformsDisclosure()).toHaveTextContent('Platforms: CodeChef');
      expect(platformsDisclosure()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('button', { name: 'CodeChef' })).not.toBeInTheDocument();
      await openPlatforms(user);
      expect(platformButton('CodeChef')).toHaveAttribute('aria-pressed', 'true');
      expect(platformButton('LeetCode')).toHaveAttribute('aria-pressed', 'false');
      await waitFor(() => {
        expect(pastRequests()).toContain('/api/contests/past?page=1&platforms=codechef');
      });
      // Only CodeChef's four fit on page 1, so page 2 is past the end, which the page says.
      expect(
        await within(panel()).findByText(/^Page 2 is past the end: there is 1 page\./),
      ).toBeInTheDocument();
      expect(within(panel()).getByRole('link', { name: 'Go to page 1' })).toHaveAttribute(
        'href',
        '?tab=past&platforms=codechef',
      );
      expect(pastRequests().some((u) => u.includes('page=0'))).toBe(false);
    });
  });

  describe('keyboard', () => {
    it('switches tabs with the arrow keys', async () => {
      const { user } = renderHome();
      await within(panel()).findByText('Starters 500');

      await user.click(tab('Upcoming Contests'));
      expect(tab('Upcoming Contests')).toHaveFocus();

      await user.keyboard('{ArrowRight}');
      // Focus moves at once; activation follows through a URL update, so wait for both.
      await waitFor(() => {
        expect(tab('Past Contests')).toHaveFocus();
        expect(tab('Past Contests')).toHaveAttribute('aria-selected', 'true');
        expect(location()).toBe('/?tab=past');
      });
      await within(panel()).findByText('Codeforces Past 1');

      await user.keyboard('{ArrowLeft}');
      await waitFor(() => {
        expect(tab('Upcoming Contests')).toHaveFocus();
        expect(tab('Upcoming Contests')).toHaveAttribute('aria-selected', 'true');
        expect(location()).toBe('/');
      });
      await within(panel()).findByText('Starters 500');
    });

    it('reaches the search, then the row of view and filters as one stop, then the tab list, with Tab', async () => {
      const { user } = renderHome();
      await within(panel()).findByText('Starters 500');
      await user.tab();
      expect(screen.getByRole('searchbox', { name: 'Search contests' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Cards' })).toHaveFocus();
      // Along the row with the arrow keys; Tab from anywhere in it leaves it.
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(platformsDisclosure()).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('button', { name: 'Contest length: Any length' })).toHaveFocus();
      await user.keyboard('{End}');
      expect(screen.getByRole('button', { name: /Subscribe/ })).toHaveFocus();
      await user.tab();
      expect(tab('Upcoming Contests')).toHaveFocus();
      // Back into the row, on the button used last.
      await user.tab({ shift: true });
      expect(screen.getByRole('button', { name: /Subscribe/ })).toHaveFocus();
      await user.tab();
      // No stop on the panel itself (it showed nothing): on to the first contest.
      await user.tab();
      expect(screen.getByRole('link', { name: /Codeforces Round 1005/ })).toHaveFocus();
    });

    it('opens the platforms from the keyboard: the chips follow their button, Escape folds them', async () => {
      const { user } = renderHome();
      await within(panel()).findByText('Starters 500');
      platformsDisclosure().focus();
      await user.keyboard('{Enter}');
      expect(platformsDisclosure()).toHaveAttribute('aria-expanded', 'true');
      await user.tab();
      expect(platformButton('LeetCode')).toHaveFocus();
      for (const { name } of PLATFORM_LIST.slice(1)) {
        await user.tab();
        expect(screen.getByRole('button', { name })).toHaveFocus();
      }
      // The row is one stop: past its open chips, Tab goes on to the tab list.
      await user.tab();
      expect(tab('Upcoming Contests')).toHaveFocus();
      await user.tab({ shift: true });
      await user.keyboard('{Escape}');
      expect(platformsDisclosure()).toHaveFocus();
      expect(platformsDisclosure()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('group', { name: 'Filter Platforms' })).not.toBeInTheDocument();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('group', { name: 'Filter Platforms' })).toBeInTheDocument();
      expect(screen.getByText('* You can select multiple platforms')).toBeInTheDocument();
    });
  });

  describe('cards or list', () => {
    afterEach(() => {
      localStorage.removeItem('view');
    });
    const rows = () => within(panel()).queryAllByTestId('contest-row');

    it('shows a row per contest in the list, remembered on this device', async () => {
      const { user, unmount } = renderHome();
      await within(panel()).findByText('Starters 500');
      expect(screen.getByRole('button', { name: 'Cards', pressed: true })).toBeInTheDocument();
      expect(rows()).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'List' }));
      expect(rows()).toHaveLength(3);
      expect(within(panel()).queryAllByTestId('contest-card')).toHaveLength(0);
      expect(localStorage.getItem('view')).toBe('list');
      // Each row a heading, as each card: a screen reader's heading keys go contest by contest.
      expect(within(panel()).getAllByRole('heading', { level: 3 })).toHaveLength(3);
      const row = rows()[2] ?? panel();
      expect(within(row).getByRole('link', { name: /Starters 500/ })).toHaveAttribute(
        'target',
        '_blank',
      );
      expect(row).toHaveTextContent('CodeChef');
      expect(
        within(row).getByRole('button', { name: 'More actions for Starters 500' }),
      ).toBeVisible();

      // Another visit on this device opens on the list; 'Cards' forgets the choice.
      unmount();
      const again = renderHome();
      await within(panel()).findByText('Starters 500');
      expect(rows()).toHaveLength(3);
      expect(screen.getByRole('button', { name: 'List', pressed: true })).toBeInTheDocument();
      await again.user.click(screen.getByRole('button', { name: 'Cards' }));
      expect(within(panel()).queryAllByTestId('contest-card')).toHaveLength(3);
      expect(localStorage.getItem('view')).toBeNull();
    });

    it('lists the past tab as rows too, with the pager', async () => {
      localStorage.setItem('view', 'list');
      renderHome('/?tab=past');
      await within(panel()).findByText('Codeforces Past 1');
      expect(rows()).toHaveLength(PAGE_SIZE);
      expect(pageLabel()).toHaveTextContent('Page 1');
    });
  });

  describe('search', () => {
    it('filters the upcoming list by the contract rule, puts q= in the URL and clears', async () => {
      const { user } = renderHome();
      await within(panel()).findByText('Starters 500');
      await user.keyboard('/');
      const box = screen.getByRole('searchbox', { name: 'Search contests' });
      expect(box).toHaveFocus();
      await user.type(box, 'div.2 ROUND');
      await waitFor(
        () => {
          expect(screen.getByTestId('location')).toHaveTextContent('/?q=div.2+ROUND');
        },
        { timeout: 5_000 },
      );
      expect(within(panel()).getByText('Codeforces Round 1005 (Div. 2)')).toBeInTheDocument();
      expect(within(panel()).queryByText('Starters 500')).not.toBeInTheDocument();
      await user.clear(box);
      await user.type(box, 'round 100');
      expect(
        await within(panel()).findByText('No contests match "round 100".'),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Clear search' }));
      expect(await within(panel()).findByText('Starters 500')).toBeInTheDocument();
      expect(box).toHaveValue('');
      await user.type(box, 'weekly{Escape}');
      expect(box).toHaveValue('');
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    });

    it('asks the server for past contests with q= and length=', async () => {
      const { user } = renderHome('/?tab=past');
      await within(panel()).findByText('Codeforces Past 1');
      await user.click(screen.getByRole('button', { name: 'Contest length: Any length' }));
      await user.click(screen.getByRole('radio', { name: 'Longer' }));
      expect(screen.getByRole('button', { name: /^Contest length: / })).toHaveTextContent('Longer');
      await user.type(screen.getByRole('searchbox', { name: 'Search contests' }), 'past 3');
      await waitFor(
        () => {
          expect(pastRequests()).toContain('/api/contests/past?page=0&q=past+3&length=long');
        },
        { timeout: 5_000 },
      );
    });
  });

  describe('errors', () => {
    const FAILED = 'Failed to load contests. Please try again later.';

    it('replaces the page when the upcoming list fails', async () => {
      renderHome('/', { upcoming: SERVER_ERROR });
      expect(await screen.findByText(FAILED)).toBeInTheDocument();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Filter Platforms' })).not.toBeInTheDocument();
      expect(screen.queryByTestId('contest-card')).not.toBeInTheDocument();
      expect(screen.queryByText('x')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });

    it('replaces the page when the past list fails', async () => {
      renderHome('/?tab=past', { past: SERVER_ERROR });
      expect(await screen.findByText(FAILED)).toBeInTheDocument();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Past contests pages' })).toBeNull();
    });

    it('keeps the shown contests when a background refresh fails', async () => {
      let failing = false;
      const { queryClient } = renderHome('/', {
        upcoming: () => (failing ? SERVER_ERROR() : json({ contests: UPCOMING })),
      });
      await within(panel()).findByText('Starters 500');
      failing = true;
      await queryClient.refetchQueries({ queryKey: ['contests', 'upcoming'] });
      expect(queryClient.getQueryState(['contests', 'upcoming'])?.status).toBe('error');
      expect(within(panel()).getByText('Starters 500')).toBeInTheDocument();
      expect(
        screen.queryByText('Failed to load contests. Please try again later.'),
      ).not.toBeInTheDocument();
    });

    it('tries both lists again on "Try again"', async () => {
      let fail = true;
      const { user } = renderHome('/', {
        upcoming: () => (fail ? SERVER_ERROR() : json({ contests: UPCOMING })),
      });
      await screen.findByText(FAILED);

      fail = false;
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await within(panel()).findByText('Starters 500')).toBeInTheDocument();
      expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    });
  });
});
