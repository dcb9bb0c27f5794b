import type { ApiContest, User } from '@contest-tracker/contract';
import { seriesKey, type PlatformId } from '@contest-tracker/contract/pure';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UpcomingPanel } from '@/features/contests';
import { ourContest } from '@/test/contests';
import { renderInRouter } from '@/test/in-router';
import type { Hiding } from '../hiding';
import { hiddenSeriesState } from '../lib/hidden-series-state';
import HidingScope from './hiding-scope';

const NOW = new Date('2025-03-01T00:00:00Z');

const contest = (id: string, platform: PlatformId, title: string): ApiContest =>
  ourContest({ id, platform, title, startsAt: '2025-03-02T00:00:00.000Z', minutes: 120 });

const CONTESTS = [
  contest('cc-178', 'codechef', 'Starters 178 (Rated till 6 star)'),
  contest('cc-179', 'codechef', 'Starters 179'),
  contest('lc-439', 'leetcode', 'Weekly Contest 439'),
];

const user = (bookmarks: string[]): User => ({
  name: 'Ada',
  picture: null,
  email: 'ada@example.com',
  isadmin: false,
  bookmarks,
  hideSolutionLinks: false,
});

const HIDDEN = {
  data: hiddenSeriesState([
    {
      platform: 'codechef',
      seriesKey: seriesKey('codechef', 'Starters 1'),
      title: 'Starters',
      hiddenAt: NOW.toISOString(),
    },
  ]),
  isPending: false,
};
const DEPS = { queryClient: new QueryClient(), toast: vi.fn(), request: vi.fn() };

function Home({ bookmarks = [] }: { bookmarks?: string[] }) {
  const [hiding, setHiding] = useState<Hiding>();
  // Stable, as the page's query data is: a new object each render would rebuild `hiding` forever.
  const [me] = useState(() => user(bookmarks));
  return (
    <>
      <HidingScope user={me} hidden={HIDDEN} deps={DEPS} onChange={setHiding} />
      <UpcomingPanel
        contests={CONTESTS}
        platforms={[]}
        q=""
        length="any"
        onClearSearch={vi.fn()}
        now={NOW}
        {...(hiding ? { hiding } : {})}
      />
    </>
  );
}

const titles = () =>
  screen
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent.replace(' (opens in a new tab)', ''));

describe('hidden series on the upcoming list', () => {
  it('leaves a hidden series out, and "N hidden — show" brings it back for the view', async () => {
    renderInRouter(<Home />);
    const show = await screen.findByRole('button', { name: '2 hidden — show' });
    expect(titles()).toEqual(['Weekly Contest 439']);
    fireEvent.click(show);
    expect(titles()).toHaveLength(3);
    const again = screen.getByRole('button', { name: 'Hide hidden series again' });
    expect(again).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(again);
    expect(titles()).toEqual(['Weekly Contest 439']);
  });

  it('never hides a bookmarked contest', async () => {
    renderInRouter(<Home bookmarks={['cc-179']} />);
    await screen.findByRole('button', { name: '1 hidden — show' });
    expect(titles()).toEqual(['Starters 179', 'Weekly Contest 439']);
  });
});
