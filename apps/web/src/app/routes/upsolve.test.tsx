import type { UpsolveResponse, User } from '@contest-tracker/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, renderWithApp } from '@/test/render-with-app';
import UpsolvePage from './upsolve';

const USER: User = {
  name: 'Ada',
  picture: null,
  email: 'ada@example.com',
  isadmin: false,
  bookmarks: [],
  hideSolutionLinks: false,
};

const page: UpsolveResponse = {
  contests: [
    {
      contestId: 'codeforces-1440',
      title: 'Codeforces Round 684 (Div. 2)',
      problems: [
        {
          id: '1440B',
          name: 'Sum of Medians',
          link: 'https://codeforces.com/contest/1440/problem/B',
          solved: true,
        },
        {
          id: '1440C2',
          name: 'Binary Table',
          link: 'https://codeforces.com/contest/1440/problem/C2',
          solved: false,
        },
      ],
    },
  ],
  hasMore: true,
};

describe('UpsolvePage', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'a-session-token');
  });
  afterEach(() => {
    localStorage.clear();
  });

  it('lists the problems left by contest, says which are solved since, and pages', async () => {
    const { user, api } = renderWithApp(<UpsolvePage />, {
      route: '/upsolve',
      api: {
        '/user/profile': () => json({ user: USER }),
        '/user/upsolve': (url) =>
          json(url.searchParams.get('page') === '0' ? page : { contests: [], hasMore: false }),
      },
    });
    const contest = await screen.findByRole('heading', { name: 'Codeforces Round 684 (Div. 2)' });
    const problems = within(contest.parentElement as HTMLElement);
    expect(
      problems.getByRole('link', { name: '1440B. Sum of Medians (solved since)' }),
    ).toHaveAttribute('href', 'https://codeforces.com/contest/1440/problem/B');
    expect(
      problems.getByRole('link', { name: '1440C2. Binary Table (not solved yet)' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText(/Nothing to upsolve yet/)).toBeVisible();
    expect(api.paths()).toContain('/user/upsolve?page=1');
  });

  it('asks a visitor with no session to sign in', async () => {
    localStorage.clear();
    renderWithApp(<UpsolvePage />, { route: '/upsolve' });
    expect(await screen.findByText('Sign in to see what is left to upsolve.')).toBeVisible();
  });
});
