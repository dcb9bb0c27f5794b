import type { ApiContest } from '@contest-tracker/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiRoutes } from '@/test/fake-api';
import { json, renderWithApp } from '@/test/render-with-app';
import { ourContest } from '@/test/contests';
import { AppRoutes } from '../router';
import { USER } from '@/test/users';

// A fixed clock: no test depends on today's date.
const NOW = new Date('2026-03-01T12:00:00Z');

const ROUND: ApiContest = ourContest({
  id: 'codeforces-1929',
  platform: 'codeforces',
  title: 'Codeforces Round 926 (Div. 2)',
  startsAt: '2026-03-01T08:35:00Z',
  minutes: 120,
  status: 'finished',
  url: 'https://codeforces.com/contest/1929',
  solution: { url: 'https://www.youtube.com/watch?v=abcdefghijk', source: 'admin' },
});

/** The same round at another time of the fixed clock's day. */
const roundAt = (startsAt: string): ApiContest => ({
  ...ROUND,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 120 * 60_000).toISOString(),
});

const contestRoute = (contest: ApiContest) => ({
  '/api/contests/codeforces-1929': () => json({ contest }),
});

/** The app as it runs, at this address (the header's own requests answer 404: signed out). */
function openPage(route: string, api: ApiRoutes = {}) {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  return renderWithApp(<AppRoutes />, { route, api });
}

// The page is a lazy chunk: a busy machine may take more than findBy's default second for it.
const WAIT = { timeout: 5_000 };
const heading = () => screen.findByRole('heading', { level: 1 }, WAIT);
const section = (name: string) => within(screen.getByRole('region', { name }));

describe('a contest page', () => {
  beforeAll(async () => {
    // Loaded once here, so each test's lazy import finds it ready.
    await import('./contest');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says it is loading until the contest is answered', async () => {
    let answer: (response: Response) => void = () => undefined;
    openPage('/contest/codeforces-1929', {
      '/api/contests/codeforces-1929': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    expect(await screen.findByTestId('contest-loading', {}, WAIT)).toHaveTextContent(
      'Loading the contest…',
    );
    answer(json({ contest: ROUND }));
    expect(await heading()).toHaveTextContent('Codeforces Round 926 (Div. 2)');
    expect(screen.queryByTestId('contest-loading')).not.toBeInTheDocument();
  });

  it("signed out: the contest's facts and links only, and no request for anyone's results", async () => {
    const { api } = openPage('/contest/codeforces-1929', contestRoute(ROUND));
    expect(await heading()).toHaveTextContent('Codeforces Round 926 (Div. 2)');
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Codeforces', { selector: 'p' })).toBeVisible();
    // In the viewer's zone (the tests' is India's): 08:35–10:35 UTC is 14:05–16:05 there.
    expect(main.getByText(/^2:05\s?–\s?4:05\s?PM$/)).toBeVisible();
    expect(main.getByText(/Times in GMT\+5:30/)).toBeVisible();
    expect(screen.getByTestId('contest-phase')).toHaveTextContent('Ended');
    expect(section('Links').getByRole('link', { name: /^Open on Codeforces/ })).toHaveAttribute(
      'href',
      'https://codeforces.com/contest/1929',
    );
    expect(section('Links').getByRole('link', { name: /^Watch Solution/ })).toBeVisible();
    // A finished contest goes in no calendar.
    expect(section('Links').queryByRole('link', { name: /Calendar|\.ics/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Upsolve' })).toBeNull();
    expect(api.paths().filter((path) => /^\/user\/|rating-changes/.test(path))).toEqual([]);
  });

  it.each([
    ['2026-03-01T11:00:00Z', 'Live · 1h left'],
    ['2026-03-03T16:30:00Z', 'Starts in 2d 4h'],
    ['2026-03-01T08:35:00Z', 'Ended'],
  ])('starting %s, says %s', async (startsAt, text) => {
    openPage('/contest/codeforces-1929', contestRoute(roundAt(startsAt)));
    await heading();
    expect(screen.getByTestId('contest-phase')).toHaveTextContent(text);
  });

  it("offers the card menu's calendar items until the contest ends", async () => {
    openPage('/contest/codeforces-1929', contestRoute(roundAt('2026-03-03T16:30:00Z')));
    await heading();
    const links = section('Links');
    expect(links.getByRole('link', { name: /^Add to Google Calendar/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(links.getByRole('link', { name: /^Add to Outlook/ })).toBeVisible();
    expect(links.getByRole('link', { name: 'Download .ics' })).toHaveAttribute(
      'href',
      '/calendar/contests/codeforces-1929.ics',
    );
  });

  it('signed in: you and a followed handle, predicted, and what is left to upsolve', async () => {
    localStorage.setItem('token', 'a-session-token');
    const { api } = openPage('/contest/codeforces-1929', {
      ...contestRoute(ROUND),
      '/user/profile': () => json({ user: USER }),
      '/user/results': () =>
        json({
          results: [
            {
              contestId: 'codeforces-1929',
              title: ROUND.title,
              rank: 777,
              oldRating: 1635,
              newRating: 1669,
              at: '2026-03-01T10:35:00.000Z',
              predicted: true,
            },
          ],
        }),
      '/user/following': () =>
        json({
          following: [
            { platform: 'codeforces', handle: 'tourist', since: '2026-01-01T00:00:00.000Z' },
            { platform: 'atcoder', handle: 'chokudai', since: '2026-01-01T00:00:00.000Z' },
          ],
        }),
      '/api/contests/codeforces-1929/rating-changes': () =>
        json({
          contestId: 'codeforces-1929',
          final: false,
          computedAt: '2026-03-01T10:40:00.000Z',
          rows: [{ handle: 'tourist', rank: 1, oldRating: 3800, newRating: 3812, delta: 12 }],
        }),
      '/user/upsolve': () =>
        json({
          contests: [
            {
              contestId: 'codeforces-1929',
              title: ROUND.title,
              startsAt: ROUND.startsAt,
              platform: 'codeforces',
              open: 1,
              problems: [
                {
                  id: '1929D',
                  name: 'Sasha and a Walk in the City',
                  link: 'https://codeforces.com/contest/1929/problem/D',
                  solved: false,
                  difficulty: 1900,
                  tags: [],
                },
                {
                  id: '1929C',
                  name: 'Sasha and the Casino',
                  link: 'https://codeforces.com/contest/1929/problem/C',
                  solved: true,
                  difficulty: 1400,
                  tags: [],
                },
              ],
            },
          ],
          page: 0,
          hasMore: false,
        }),
    });
    expect(await screen.findByTestId('your-result', {}, WAIT)).toHaveTextContent(
      'You: #777 · predicted +34 (1635 → 1669)',
    );
    expect(await screen.findByTestId('followed-result')).toHaveTextContent(
      'tourist: #1 · predicted +12 (3800 → 3812)',
    );
    // Only the handles followed on the contest's platform are asked about.
    expect(api.paths()).toContain('/api/contests/codeforces-1929/rating-changes?handles=tourist');
    const upsolve = section('Upsolve');
    expect(
      await upsolve.findByRole('link', { name: /^1929D\. Sasha and a Walk in the City/ }),
    ).toBeVisible();
    expect(upsolve.queryByText(/Sasha and the Casino/)).toBeNull();
    expect(upsolve.getByTestId('upsolve-link')).toHaveAttribute(
      'href',
      '/upsolve?contest=codeforces-1929',
    );
  });

  it("an unknown id is the not-found page's text", async () => {
    openPage('/contest/codeforces-0');
    expect(await heading()).toHaveTextContent('Page not found');
    expect(screen.getByText('There is nothing at this address.')).toBeVisible();
  });
});
