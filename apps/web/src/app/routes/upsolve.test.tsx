import type { UpsolveResponse } from '@contest-tracker/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentLocation, json, renderWithApp } from '@/test/render-with-app';
import UpsolvePage from './upsolve';
import { USER } from '@/test/users';

const problem = (
  id: string,
  name: string,
  solved: boolean,
  difficulty: number | null = null,
  tags: string[] = [],
) => ({
  id,
  name,
  link: `https://codeforces.com/contest/${id.slice(0, 4)}/problem/${id.slice(4)}`,
  solved,
  difficulty,
  tags,
});

const page: UpsolveResponse = {
  contests: [
    {
      contestId: 'codeforces-1440',
      title: 'Codeforces Round 684 (Div. 2)',
      startsAt: '2020-11-17T14:35:00.000Z',
      platform: 'codeforces',
      open: 2,
      problems: [
        problem('1440D', 'Graph Subset Problem', false, 2500, ['constructive algorithms']),
        problem('1440C2', 'Binary Table', false),
        problem('1440B', 'Sum of Medians', true, 900, ['greedy', 'math']),
      ],
    },
    {
      contestId: 'codeforces-1438',
      title: 'Codeforces Round 682 (Div. 2)',
      startsAt: '2020-11-13T14:35:00.000Z',
      platform: 'codeforces',
      open: 0,
      problems: [problem('1438C', 'Engineer Artem', true, 2000)],
    },
  ],
  page: 0,
  hasMore: true,
};

const contestItem = (title: string) => within(screen.getByRole('listitem', { name: title }));

describe('UpsolvePage', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'a-session-token');
  });
  afterEach(() => {
    localStorage.clear();
  });

  it('dates each contest, counts what is open, hides solved problems until asked, and pages', async () => {
    const { user, api } = renderWithApp(<UpsolvePage />, {
      route: '/upsolve',
      api: {
        '/user/profile': () => json({ user: USER }),
        '/user/upsolve': (url) =>
          json(
            url.searchParams.get('page') === '0' ? page : { contests: [], page: 1, hasMore: false },
          ),
      },
    });
    await screen.findByRole('heading', { name: 'Codeforces Round 684 (Div. 2)' });
    const round684 = contestItem('Codeforces Round 684 (Div. 2)');
    expect(round684.getByTestId('upsolve-line')).toHaveTextContent('17 Nov 2020 · 2 open');
    expect(
      contestItem('Codeforces Round 682 (Div. 2)').getByTestId('upsolve-line'),
    ).toHaveTextContent('13 Nov 2020 · All solved');
    expect(screen.getByTestId('upsolve-open')).toHaveTextContent('2 open on this page');
    expect(
      round684.getByRole('link', { name: '1440C2. Binary Table (not solved yet)' }),
    ).toHaveAttribute('href', 'https://codeforces.com/contest/1440/problem/C2');
    expect(screen.queryByRole('link', { name: /solved since/ })).toBeNull();
    // Difficulty as text, coloured by the platform's rank; 'unrated' when there is none.
    const rows = round684.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('1440D. Graph Subset Problemdifficulty 2500 (Grandmaster)');
    expect(rows[0]).toHaveTextContent('constructive algorithms');
    expect(rows[1]).toHaveTextContent('unrated');

    const toggle = screen.getByRole('button', { name: 'Show solved (2)' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(currentLocation()).toBe('/upsolve?solved=1');
    expect(
      round684.getByRole('link', { name: '1440B. Sum of Medians (solved since)' }),
    ).toBeVisible();
    expect(
      contestItem('Codeforces Round 682 (Div. 2)').getByRole('link', {
        name: '1438C. Engineer Artem (solved since)',
      }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText(/Nothing to upsolve yet/)).toBeVisible();
    expect(api.paths()).toContain('/user/upsolve?page=1');
    // Paging keeps the solved ones shown.
    expect(currentLocation()).toBe('/upsolve?page=2&solved=1');
  });

  it("'Easiest first' lists the page's problems across its contests by difficulty", async () => {
    const { user } = renderWithApp(<UpsolvePage />, {
      route: '/upsolve?solved=1',
      api: {
        '/user/profile': () => json({ user: USER }),
        '/user/upsolve': () => json(page),
      },
    });
    const toggle = await screen.findByRole('button', { name: 'Easiest first' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(currentLocation()).toBe('/upsolve?solved=1&order=easiest');
    const list = within(screen.getByTestId('upsolve-easiest'));
    // Open first (rated easiest first, unrated after), then the solved ones.
    expect(list.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      '1440D. Graph Subset Problem (not solved yet)',
      '1440C2. Binary Table (not solved yet)',
      '1440B. Sum of Medians (solved since)',
      '1438C. Engineer Artem (solved since)',
    ]);
    expect(list.getAllByRole('listitem')[3]).toHaveTextContent('Codeforces Round 682 (Div. 2)');
  });

  it("opens the page holding a card's contest and focuses it", async () => {
    const { api } = renderWithApp(<UpsolvePage />, {
      route: '/upsolve?contest=codeforces-1438',
      api: {
        '/user/profile': () => json({ user: USER }),
        '/user/upsolve': () => json({ ...page, page: 3 }),
      },
    });
    const heading = await screen.findByRole('heading', { name: 'Codeforces Round 682 (Div. 2)' });
    expect(heading).toHaveFocus();
    expect(api.paths()).toContain('/user/upsolve?contest=codeforces-1438&page=0');
    expect(screen.getByText('Page 4')).toBeVisible();
  });

  it('asks a visitor with no session to sign in', async () => {
    localStorage.clear();
    renderWithApp(<UpsolvePage />, { route: '/upsolve' });
    expect(await screen.findByText('Sign in to see what is left to upsolve.')).toBeVisible();
  });
});
