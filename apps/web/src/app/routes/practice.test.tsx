import type { HandlesResponse, RecommendationsResponse } from '@contest-tracker/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, renderWithApp } from '@/test/render-with-app';
import PracticePage from './practice';
import { USER } from '@/test/users';

const HANDLES: HandlesResponse = {
  handles: [{ platform: 'codeforces', handle: 'ada', verified: true }],
  linkable: ['codeforces', 'atcoder', 'leetcode'],
};

const picks = (band: string): RecommendationsResponse => ({
  platform: 'codeforces',
  rating: 1500,
  problems:
    band === 'hard'
      ? []
      : [
          {
            id: band === 'easy' ? '1459B' : '1461C',
            name: band === 'easy' ? 'Move and Turn' : 'Random Events',
            url: 'https://codeforces.com/contest/1459/problem/B',
            contestId: band === 'easy' ? '1459' : '1461',
            difficulty: band === 'easy' ? 1300 : 1500,
            tags: ['dp', 'math'],
            solveChance: band === 'easy' ? 0.76 : 0.5,
          },
        ],
});

describe('PracticePage', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'a-session-token');
  });
  afterEach(() => {
    localStorage.clear();
  });

  it('shows three bands with contest, difficulty, tags and chance; Not now and Solved it ask the server', async () => {
    const { user, api } = renderWithApp(<PracticePage />, {
      route: '/practice',
      api: {
        '/user/profile': () => json({ user: USER }),
        '/user/handles': () => json(HANDLES),
        '/user/recommendations': (url) => json(picks(url.searchParams.get('band') ?? '')),
        'POST /user/recommendations/skip': () => json({ until: '2026-04-01T00:00:00.000Z' }),
        'POST /user/recommendations/solved': () => json({ checking: true }, 202),
      },
    });
    const easy = within(await screen.findByRole('region', { name: /Easy/ }));
    expect(await easy.findByRole('link', { name: 'Move and Turn' })).toBeVisible();
    expect(easy.getByTestId('difficulty')).toHaveTextContent('difficulty 1300 (Pupil)');
    expect(easy.getByText('76 % chance')).toBeVisible();
    expect(easy.getByText('Contest 1459')).toBeVisible();
    expect(easy.getByText('· dp, math')).toBeVisible();
    const hard = within(screen.getByRole('region', { name: /Hard/ }));
    expect(await hard.findByText('Nothing in this band for now.')).toBeVisible();

    await user.click(easy.getByRole('button', { name: 'Not now: Move and Turn' }));
    const skip = api.calls.find((c) => c.path === '/user/recommendations/skip');
    expect(JSON.parse(skip?.body ?? '{}')).toEqual({ platform: 'codeforces', problemId: '1459B' });
    await user.click(easy.getByRole('button', { name: 'Solved it: Move and Turn' }));
    expect(await easy.findByRole('status')).toHaveTextContent(/Checking your submissions/);
    expect(api.paths()).toContain('/user/recommendations/solved');
  });

  it('asks for a verified handle when there is none', async () => {
    renderWithApp(<PracticePage />, {
      route: '/practice',
      api: {
        '/user/profile': () => json({ user: USER }),
        '/user/handles': () => json({ handles: [], linkable: ['codeforces'] }),
      },
    });
    expect(await screen.findByRole('link', { name: 'Link and verify your handle' })).toBeVisible();
  });
});
