import { matchesSearch, type ApiContest, type ApiPastResponse } from '@contest-tracker/contract';
import { PAST_TOTAL_CAP } from '@contest-tracker/contract/pure';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OtherTabMatches } from '@/features/contests';
import { ourContest } from '@/test/contests';
import { currentLocation, json, renderWithApp } from '@/test/render-with-app';
import { HomePage } from './home';

// A search on one tab counts the other tab's matches and leads there, the search kept.

const UPCOMING: ApiContest[] = [
  ourContest({
    id: 'atcoder-abc400',
    platform: 'atcoder',
    title: 'AtCoder Beginner Contest 400',
    startsAt: '2030-03-01T12:00:00.000Z',
    minutes: 100,
  }),
  ourContest({
    id: 'codeforces-2070',
    platform: 'codeforces',
    title: 'Codeforces Round 1005 (Div. 2)',
    startsAt: '2030-03-02T14:35:00.000Z',
    minutes: 120,
  }),
  ourContest({
    id: 'codeforces-2071',
    platform: 'codeforces',
    title: 'Codeforces Round 1006 (Div. 2)',
    startsAt: '2030-03-03T14:35:00.000Z',
    minutes: 120,
  }),
];

const PAST: ApiContest[] = ['926', '925'].map((n, i) =>
  ourContest({
    id: `codeforces-${n}`,
    platform: 'codeforces',
    title: `Codeforces Round ${n} (Div. 2)`,
    startsAt: `2024-02-${15 - i}T14:35:00.000Z`,
    minutes: 120,
    status: 'finished',
  }),
);

/** The server's past list: the contract's search, and how many it finds. */
function pastPage(url: URL): ApiPastResponse {
  const q = url.searchParams.get('q') ?? '';
  const found = PAST.filter((c) => matchesSearch(c, q));
  return { contests: found, page: 0, pageSize: 12, hasMore: false, total: found.length };
}

function renderHome(route: string) {
  return renderWithApp(<HomePage />, {
    route,
    api: {
      '/api/contests/upcoming': () => json({ contests: UPCOMING }),
      '/api/contests/past': (url: URL) => json(pastPage(url)),
    },
  });
}

const panel = () => screen.getByRole('tabpanel');

describe('a search on one tab', () => {
  it('says how many the Past tab finds and opens it with the search kept', async () => {
    const { user } = renderHome('/?q=round+926');
    expect(await within(panel()).findByText('No contests match "round 926".')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '1 match in Past contests →' }));
    expect(screen.getByRole('tab', { name: 'Past Contests' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(currentLocation()).toBe('/?tab=past&q=round+926');
    expect(await within(panel()).findByText('Codeforces Round 926 (Div. 2)')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search contests' })).toHaveValue('round 926');
  });

  it('says how many the Upcoming tab finds, in the plural, beside the past matches', async () => {
    const { user } = renderHome('/?tab=past&q=div2');
    await within(panel()).findByText('Codeforces Round 926 (Div. 2)');
    await user.click(screen.getByRole('button', { name: '2 matches in Upcoming contests →' }));
    expect(currentLocation()).toBe('/?q=div2');
    expect(await within(panel()).findByText('Codeforces Round 1006 (Div. 2)')).toBeInTheDocument();
    // Both tabs hold some: the Upcoming tab points back to the two past rounds.
    expect(
      screen.getByRole('button', { name: '2 matches in Past contests →' }),
    ).toBeInTheDocument();
  });

  it('resolves shorthands in the upcoming list and says nothing when the other tab has none', async () => {
    const { api } = renderHome('/?q=ABC400');
    expect(await within(panel()).findByText('AtCoder Beginner Contest 400')).toBeInTheDocument();
    expect(within(panel()).queryByText('Codeforces Round 1005 (Div. 2)')).not.toBeInTheDocument();
    // The past list was asked (and found none): no hint.
    await waitFor(() => {
      expect(api.paths()).toContain('/api/contests/past?page=0&q=ABC400');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /in Past contests/ })).not.toBeInTheDocument();
  });

  it("writes a count past the server's cap as 10,000+", () => {
    render(<OtherTabMatches tab="past" count={PAST_TOTAL_CAP} onOpen={() => undefined} />);
    expect(screen.getByRole('button')).toHaveTextContent('10,000+ matches in Past contests →');
  });

  it('says nothing without a search', async () => {
    renderHome('/?tab=past');
    await within(panel()).findByText('Codeforces Round 926 (Div. 2)');
    expect(screen.queryByRole('button', { name: /matches? in/ })).not.toBeInTheDocument();
  });
});
