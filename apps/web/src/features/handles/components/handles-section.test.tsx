import type { HandlesResponse, LinkedHandle, ResultsResponse } from '@contest-tracker/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentLocation, json, renderWithApp } from '@/test/render-with-app';
import { HandlesSection } from './handles-section';

const waiting: LinkedHandle = {
  platform: 'codeforces',
  handle: 'tourist',
  verified: false,
  challenge: { contestId: 4, index: 'A', expiresAt: '2026-03-01T12:10:00.000Z' },
};
const verified: LinkedHandle = {
  platform: 'codeforces',
  handle: 'tourist',
  verified: true,
  lastFetchedAt: '2026-03-01T12:03:00.000Z',
};
const results: ResultsResponse = {
  results: [
    {
      contestId: 'codeforces-8',
      title: 'Codeforces Beta Round 8',
      rank: 5,
      oldRating: 1602,
      newRating: 1764,
      at: '2010-04-08T17:45:00.000Z',
      predicted: false,
    },
    {
      contestId: 'codeforces-3',
      title: 'Codeforces Beta Round 3',
      rank: 40,
      oldRating: 1800,
      newRating: 1788,
      at: '2010-03-01T17:45:00.000Z',
      predicted: false,
    },
  ],
};

describe('HandlesSection', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'a-session-token');
  });
  afterEach(() => {
    localStorage.clear();
  });

  it('links a handle, says which problem to fail to compile, and verifies it', async () => {
    let state: HandlesResponse = {
      handles: [],
      linkable: ['codeforces'],
      upsolvable: ['codeforces'],
    };
    const { user, api } = renderWithApp(<HandlesSection />, {
      api: {
        '/user/handles': () => json(state),
        'POST /user/handles': () => {
          state = { ...state, handles: [waiting] };
          return json(waiting, 201);
        },
        'POST /user/handles/codeforces/verify': () => {
          state = { ...state, handles: [verified] };
          return json({ verified: true });
        },
        '/user/results': () => json(results),
      },
    });
    expect(await screen.findByText(/Link your handle to see your rank/)).toBeVisible();
    await user.type(screen.getByLabelText('Handle'), ' tourist ');
    await user.click(screen.getByRole('button', { name: 'Link handle' }));
    const posted = api.calls.find((call) => call.method === 'POST');
    expect(JSON.parse(posted?.body ?? '{}')).toEqual({ platform: 'codeforces', handle: 'tourist' });

    const problem = await screen.findByRole('link', { name: 'problem 4A' });
    expect(problem).toHaveAttribute('href', 'https://codeforces.com/problemset/problem/4/A');
    expect(screen.getByText('Not verified yet')).toBeVisible();
    // Linked on every platform offered: no form left.
    expect(screen.queryByRole('button', { name: 'Link handle' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Verify tourist' }));
    expect(await screen.findByText('Verified')).toBeVisible();
    const latest = await screen.findByRole('list', { name: 'Your latest rated contests' });
    expect(
      within(latest)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Codeforces Beta Round 8: #5 · +162', 'Codeforces Beta Round 3: #40 · −12']);
    expect(screen.getByText('1764')).toBeVisible();
    expect(
      screen.getByRole('group', {
        name: 'Rating over 2 rated contests: from 1788 to 1764, highest 1788',
      }),
    ).toBeVisible();
  });

  it('offers the upsolve list only where the platform has one', async () => {
    const leetcode = { ...verified, platform: 'leetcode' as const, handle: 'suryansh0363' };
    renderWithApp(<HandlesSection />, {
      api: {
        '/user/handles': () =>
          json({
            handles: [verified, leetcode],
            linkable: ['leetcode', 'codeforces'],
            upsolvable: ['codeforces'],
          } satisfies HandlesResponse),
        '/user/results': () => json({ results: [] }),
      },
    });
    const links = await screen.findAllByRole('link', { name: 'What is left to upsolve' });
    expect(links).toHaveLength(1);
    expect(links[0]?.closest('li')).toHaveTextContent('tourist');
  });

  it("shows the platform's refusal of a verification", async () => {
    const { user } = renderWithApp(<HandlesSection />, {
      api: {
        '/user/handles': () =>
          json({
            handles: [waiting],
            linkable: ['codeforces'],
          } satisfies HandlesResponse),
        'POST /user/handles/codeforces/verify': () =>
          json(
            {
              error: {
                code: 'conflict',
                message: 'Not verified: no submission to 4A since the challenge was issued.',
              },
            },
            409,
          ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Verify tourist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not verified: no submission to 4A since the challenge was issued.',
    );
  });

  it('says why results could not be read', async () => {
    renderWithApp(<HandlesSection />, {
      api: {
        '/user/handles': () =>
          json({
            handles: [{ ...verified, error: 'HTTP 503' }],
            linkable: ['codeforces'],
          } satisfies HandlesResponse),
        '/user/results': () => json({ results: [] }),
      },
    });
    expect(
      await screen.findByText(
        'Your results could not be read from Codeforces (HTTP 503); they are read again later.',
      ),
    ).toBeVisible();
    expect(await screen.findByText('No rated contests of yours yet.')).toBeVisible();
  });

  describe('Link with Codeforces', () => {
    const offered = (handles: LinkedHandle[]): HandlesResponse => ({
      handles,
      linkable: ['codeforces'],
      codeforcesOAuth: true,
    });

    it('is offered when the server has the OAuth app, until a Codeforces handle is verified', async () => {
      const { unmount } = renderWithApp(<HandlesSection />, {
        api: { '/user/handles': () => json(offered([waiting])) },
      });
      expect(await screen.findByRole('button', { name: 'Link with Codeforces' })).toBeEnabled();
      unmount();
      renderWithApp(<HandlesSection />, {
        api: {
          '/user/handles': () => json(offered([verified])),
          '/user/results': () => json({ results: [] }),
        },
      });
      expect(await screen.findByText('Verified')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Link with Codeforces' })).toBeNull();
    });

    it('is not offered without it', async () => {
      renderWithApp(<HandlesSection />, {
        api: { '/user/handles': () => json({ handles: [], linkable: ['codeforces'] }) },
      });
      expect(await screen.findByRole('button', { name: 'Link handle' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Link with Codeforces' })).toBeNull();
    });

    it('says it linked, and takes the word out of the address', async () => {
      renderWithApp(<HandlesSection />, {
        route: '/profile?linked=codeforces',
        api: {
          '/user/handles': () => json(offered([verified])),
          '/user/results': () => json({ results: [] }),
        },
      });
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Codeforces confirmed your handle: it is linked and verified.',
      );
      await waitFor(() => {
        expect(currentLocation()).toBe('/profile');
      });
    });

    it('says why it did not link, and takes the reason out of the address', async () => {
      const reason = 'The Codeforces handle tourist is linked to another account.';
      renderWithApp(<HandlesSection />, {
        route: `/profile?tab=x&link_error=${encodeURIComponent(reason)}`,
        api: { '/user/handles': () => json(offered([])) },
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `Codeforces handle not linked: ${reason}`,
      );
      await waitFor(() => {
        expect(currentLocation()).toBe('/profile?tab=x');
      });
    });
  });
});
