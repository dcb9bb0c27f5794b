import type { AllPreferences } from '@contest-tracker/contract';
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSessionToken } from '@/lib/session-token';
import type { ApiRoutes } from '@/test/fake-api';
import { currentLocation, json, renderWithApp } from '@/test/render-with-app';
import { HomePage } from './home';
import { USER } from '@/test/users';

const lists: ApiRoutes = {
  '/api/contests/upcoming': () => json({ contests: [] }),
  '/api/contests/past': () =>
    json({ contests: [], page: 0, pageSize: 12, hasMore: false, total: 0 }),
};

function signedIn(account: AllPreferences): ApiRoutes {
  saveSessionToken('session-token');
  return {
    ...lists,
    '/user/profile': () => json({ user: USER }),
    '/user/hidden-series': () => json({ hiddenSeries: [] }),
    'GET /user/preferences': () => json(account),
    'PUT /user/preferences': (_url, call) =>
      json({ hideSolutionLinks: false, ...(JSON.parse(call.body ?? '{}') as object) }),
  };
}

const pressed = (name: string) => screen.getByRole('button', { name, pressed: true });
/** The platform toggles are folded into 'Platforms: … ▾' (issue 48): opened first. */
const openPlatforms = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: /^Platforms: / }));
const stored = () => JSON.parse(localStorage.getItem('filters') ?? 'null') as unknown;

describe('remembered filters on the home page', () => {
  it('opens / on this device’s platforms and length; a choice is kept, Reset returns to all', async () => {
    localStorage.setItem(
      'filters',
      JSON.stringify({ platforms: ['atcoder', 'codeforces'], length: 'short' }),
    );
    const { user } = renderWithApp(<HomePage />, { api: lists });
    await waitFor(() => {
      expect(currentLocation()).toBe('/?platforms=codeforces%2Catcoder&length=short');
    });
    await openPlatforms(user);
    expect(pressed('Codeforces')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'CodeChef' }));
    expect(stored()).toEqual({ platforms: ['codeforces', 'codechef', 'atcoder'], length: 'short' });

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => {
      expect(currentLocation()).toBe('/');
    });
    expect(stored()).toEqual({ platforms: null, length: 'any' });
    expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
  });

  it('lets a URL with its own filter win, and leaves what is remembered alone', async () => {
    localStorage.setItem('filters', JSON.stringify({ platforms: ['atcoder'], length: 'long' }));
    const { api } = renderWithApp(<HomePage />, {
      route: '/?platforms=leetcode',
      api: signedIn({
        hideSolutionLinks: false,
        platforms: ['codechef'],
        length: 'any',
        view: 'list',
      }),
    });
    expect(await screen.findByRole('button', { name: 'Platforms: LeetCode' })).toBeInTheDocument();
    await screen.findByRole('tab', { name: 'Upcoming Contests' });
    expect(currentLocation()).toBe('/?platforms=leetcode');
    expect(api.paths()).not.toContain('/user/preferences');
    expect(stored()).toEqual({ platforms: ['atcoder'], length: 'long' });
  });

  it('signed in, opens on the account’s choice (view included) and saves a change to it', async () => {
    localStorage.setItem('filters', JSON.stringify({ platforms: ['atcoder'], length: 'any' }));
    const { user, api } = renderWithApp(<HomePage />, {
      api: signedIn({
        hideSolutionLinks: true,
        platforms: ['codechef'],
        length: 'long',
        view: 'list',
      }),
    });
    await waitFor(() => {
      expect(currentLocation()).toBe('/?platforms=codechef&length=long');
    });
    // This device now remembers the account's choice, the view where the view switch reads it.
    expect(stored()).toEqual({ platforms: ['codechef'], length: 'long' });
    expect(localStorage.getItem('view')).toBe('list');
    expect(await screen.findByRole('button', { name: 'List', pressed: true })).toBeInTheDocument();

    await openPlatforms(user);
    await user.click(screen.getByRole('button', { name: 'LeetCode' }));
    await waitFor(() => {
      expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        JSON.stringify({ platforms: ['leetcode', 'codechef'], length: 'long', view: 'list' }),
      ]);
    });
    // 'Cards | List' is kept on the account too.
    await user.click(screen.getByRole('button', { name: 'Cards' }));
    await waitFor(() => {
      expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        JSON.stringify({ platforms: ['leetcode', 'codechef'], length: 'long', view: 'list' }),
        JSON.stringify({ platforms: ['leetcode', 'codechef'], length: 'long', view: 'cards' }),
      ]);
    });
  });
});
