import type { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { meQueryKey } from './features/auth';
import { putUpcomingList } from './features/contests';
import { createQueryClient } from './lib/query-client';
import { renderHome, renderHomeWithCards } from './prerender-home';
import { installFakeApi } from './test/fake-api';
import { USER } from './test/users';
import { stubLightScheme } from './test/match-media';
import { ourContest } from './test/contests';

// Far ahead, so that they are upcoming whatever today's date (the card's countdown needs it).
const UPCOMING = [
  ourContest({
    id: 'codeforces-2070',
    platform: 'codeforces',
    title: 'Codeforces Round 1005 (Div. 2)',
    startsAt: '2090-03-01T14:35:00.000Z',
    minutes: 120,
  }),
  ourContest({
    id: 'leetcode-weekly-contest-800',
    platform: 'leetcode',
    title: 'Weekly Contest 800',
    startsAt: '2090-03-02T02:30:00.000Z',
    minutes: 90,
  }),
];

// The page the server sends for `/` with the first cards drawn (decision 070), adopted by React in
// the browser as main.tsx adopts it: nothing may differ, or React throws the markup away.

let root: Root | undefined;
beforeEach(stubLightScheme);
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function adopt(markup: string, cardsInPage: boolean, prepare?: (queryClient: QueryClient) => void) {
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  const recoverable: unknown[] = [];
  const queryClient = createQueryClient();
  putUpcomingList(queryClient, { contests: UPCOMING });
  prepare?.(queryClient);
  act(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App queryClient={queryClient} cardsInPage={cardsInPage} adopting />
      </StrictMode>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { container, recoverable };
}

describe("the home page's first cards drawn by the server", () => {
  it('names each contest and its length, and leaves its times to the browser', () => {
    const page = document.createElement('div');
    page.innerHTML = renderHomeWithCards({ contests: UPCOMING });
    const cards = within(page).getAllByTestId('contest-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      UPCOMING.map((contest) => `${contest.title} (opens in a new tab)`),
    );
    expect(page.querySelector('time')?.textContent).toBe('\u00a0');
    expect(page.textContent).not.toMatch(/starts in|left|Live/);
    expect(within(page).queryByTestId('skeleton-card')).toBeNull();
  });

  it('are adopted by React as they are, then say when each contest is', async () => {
    installFakeApi();
    const errors = vi.spyOn(console, 'error');
    const { container, recoverable } = adopt(renderHomeWithCards({ contests: UPCOMING }), true);
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    const cards = await screen.findAllByTestId('contest-card');
    expect(cards).toHaveLength(UPCOMING.length);
    await vi.waitFor(() => {
      expect(container.querySelector('time')?.textContent).not.toBe('\u00a0');
    });
    const [first] = cards;
    expect(first && within(first).getByText(/starts in|left/)).toBeInTheDocument();
  });

  it('are adopted for a reader already known to be signed in, whose buttons come after', async () => {
    installFakeApi();
    const { recoverable } = adopt(renderHomeWithCards({ contests: UPCOMING }), true, (client) => {
      client.setQueryData(meQueryKey, USER);
    });
    expect(recoverable).toEqual([]);
    expect(await screen.findAllByRole('button', { name: /bookmark/i })).toHaveLength(
      UPCOMING.length,
    );
  });

  it('write a title as text and link no script, as the API gives them', () => {
    const page = document.createElement('div');
    const [first] = UPCOMING;
    if (!first) throw new Error('no contest');
    page.innerHTML = renderHomeWithCards({
      contests: [{ ...first, title: '<img src=x onerror=alert(1)>', url: 'javascript:alert(1)' }],
    });
    const card = within(page).getByTestId('contest-card');
    expect(within(card).getByRole('heading').textContent).toBe('<img src=x onerror=alert(1)>');
    expect(page.querySelector('img')).toBeNull();
    expect(page.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('are not drawn into a page React adopts without them', async () => {
    installFakeApi();
    const { recoverable } = adopt(renderHome(), false);
    expect(recoverable).toEqual([]);
    // The list in the cache is drawn once the page is the browser's, as before decision 070.
    expect(await screen.findAllByTestId('contest-card')).toHaveLength(UPCOMING.length);
  });

  it('would not match a page without them: the flag is what main.tsx reads off the page', () => {
    installFakeApi();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { recoverable } = adopt(renderHome(), true);
    expect(recoverable).not.toEqual([]);
  });
});
