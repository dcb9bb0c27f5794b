import type { ApiContest, PlatformSyncStatus, StatusResponse } from '@contest-tracker/contract';
import { PLATFORM_NAMES } from '@contest-tracker/contract/pure';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ourContest } from '@/test/contests';
import { json, renderWithApp } from '@/test/render-with-app';
import { HomePage } from './home';

// The home page against a fake server whose /api/status says how fresh each platform is.

const MINUTE = 60_000;
// A fixed clock: what the banner writes (a time today, a date otherwise) must not depend on when
// the suite runs. 17:30 in the setup's zone (Asia/Kolkata), so a few hours ago is still today.
const NOW = new Date('2026-03-01T12:00:00.000Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * MINUTE - 5_000).toISOString();

const fresh = (platform: PlatformSyncStatus['platform']): PlatformSyncStatus => ({
  platform,
  homePage: `https://${platform}.example/contests`,
  lastAttemptAt: ago(5),
  lastSuccessAt: ago(5),
  lastErrorAt: null,
  lastError: null,
  failingSince: null,
  contestsSeen: 10,
  contestsStored: 10,
  rowsSkipped: 0,
  skippedReasons: [],
  stale: false,
  warning: null,
});
const neverSynced = (platform: PlatformSyncStatus['platform']): PlatformSyncStatus => ({
  ...fresh(platform),
  lastAttemptAt: ago(1),
  lastSuccessAt: null,
  lastErrorAt: ago(1),
  lastError: 'network unreachable',
  failingSince: ago(1),
  contestsSeen: null,
  contestsStored: 0,
  stale: true,
});

const CF_UPCOMING: ApiContest = ourContest({
  id: 'codeforces-2070',
  platform: 'codeforces',
  title: 'Codeforces Round 1005 (Div. 2)',
  startsAt: new Date(NOW.getTime() + 3 * 24 * 60 * MINUTE).toISOString(),
  minutes: 120,
});

function renderHome(route: string, platforms: PlatformSyncStatus[], upcoming: ApiContest[] = []) {
  const status: StatusResponse = { platforms, sources: [], syncIntervalMinutes: 30, jobs: [] };
  const { user } = renderWithApp(<HomePage />, {
    route,
    api: {
      '/api/status': () => json(status),
      '/api/contests/upcoming': () => json({ contests: upcoming }),
      '/api/contests/past': () => json({ contests: [], page: 0, pageSize: 12, hasMore: false }),
    },
  });
  return user;
}

const panel = () => screen.getByRole('tabpanel');
const freshness = () => screen.getByTestId('freshness');

beforeEach(() => {
  // Only the date: timers stay real, so the page's queries and waits run as they do in a browser.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('HomePage freshness', () => {
  it('says in one short line that all platforms were updated, each exact time in its title', async () => {
    const codeforces = fresh('codeforces');
    const leetcode = { ...fresh('leetcode'), lastSuccessAt: ago(2) };
    renderHome('/', [codeforces, leetcode, fresh('codechef')], [CF_UPCOMING]);
    expect(await within(freshness()).findByText(/updated 5 min ago/)).toBeInTheDocument();
    // The oldest age: each of them was updated at most that long ago.
    expect(freshness()).toHaveTextContent(/^✓ All 3 platforms updated 5 min ago·Status$/);
    expect(within(freshness()).getByText(/All 3 platforms/)).toHaveAttribute(
      'title',
      [codeforces, leetcode, fresh('codechef')]
        .map(
          (p) =>
            `${PLATFORM_NAMES[p.platform]}: ${new Date(p.lastSuccessAt ?? '').toLocaleString()}`,
        )
        .join('\n'),
    );
    expect(within(freshness()).getByRole('link', { name: 'Status' })).toHaveAttribute(
      'href',
      '/status',
    );
    expect(screen.queryByText('See the platforms’ status')).not.toBeInTheDocument();
  });

  it('shows only the toggles of the platforms this server syncs', async () => {
    const user = renderHome(
      '/',
      [fresh('codeforces'), fresh('leetcode'), fresh('codechef')],
      [CF_UPCOMING],
    );
    await within(freshness()).findByText(/updated 5 min ago/);
    await user.click(screen.getByRole('button', { name: /^Platforms: / }));
    expect(screen.queryByRole('button', { name: 'AtCoder' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CodeChef' })).toBeInTheDocument();
  });

  it('names a failing platform, when it failed and the time of its data, and links to /status', async () => {
    const failing: PlatformSyncStatus = {
      ...fresh('codeforces'),
      lastSuccessAt: ago(180),
      lastAttemptAt: ago(2),
      lastErrorAt: ago(2),
      lastError: 'network unreachable',
      failingSince: ago(40),
      stale: true,
    };
    renderHome(
      '/',
      [failing, fresh('leetcode'), fresh('codechef'), fresh('atcoder')],
      [CF_UPCOMING],
    );
    const time = (iso: string | null) =>
      new Date(iso ?? '').toLocaleString(undefined, { hour: '2-digit', minute: '2-digit' });
    expect(
      await screen.findByText(
        `Codeforces could not be reached since ${time(failing.failingSince)} (network unreachable) — showing contests as of ${time(failing.lastSuccessAt)}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the platforms’ status' })).toHaveAttribute(
      'href',
      '/status',
    );
    // Its stored contests are still listed; the icon and the words say it is old, not only colour.
    expect(await within(panel()).findByText(CF_UPCOMING.title)).toBeInTheDocument();
    // Still named, the others counted.
    expect(freshness()).toHaveTextContent(
      /^⚠ Codeforces updated 3 h ago·✓ The other 3 updated 5 min ago·Status$/,
    );
    expect(within(freshness()).getByText('Codeforces')).toHaveAttribute(
      'title',
      new Date(failing.lastSuccessAt ?? '').toLocaleString(),
    );
  });

  it('says of a platform whose last answer held no contest what it dropped, not that it is fresh', async () => {
    const empty: PlatformSyncStatus = {
      ...fresh('hackerearth'),
      contestsSeen: 3,
      rowsSkipped: 3,
      skippedReasons: [{ reason: 'id or link malformed', count: 3 }],
      warning: 'no contests in the answer (3 dropped)',
    };
    renderHome('/', [fresh('codeforces'), empty], [CF_UPCOMING]);
    expect(await within(freshness()).findByText(/updated 5 min ago/)).toBeInTheDocument();
    expect(freshness()).toHaveTextContent(
      '⚠ HackerEarth: no contests in the answer (3 dropped)·✓ Codeforces updated 5 min ago·Status',
    );
  });

  it('names the platforms that never synced in the empty lists, not "No upcoming contests found."', async () => {
    const user = renderHome('/', [
      neverSynced('codeforces'),
      neverSynced('leetcode'),
      neverSynced('codechef'),
    ]);
    expect(
      await within(panel()).findByText(
        'No upcoming contests to show: Codeforces, LeetCode and CodeChef have not been loaded yet.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Codeforces has not been loaded yet (network unreachable).'),
    ).toBeInTheDocument();
    expect(freshness()).toHaveTextContent(
      /^⚠ Codeforces, LeetCode, CodeChef not loaded yet·Status$/,
    );
    await user.click(screen.getByRole('tab', { name: 'Past Contests' }));
    expect(
      await within(panel()).findByText(
        'No past contests to show: Codeforces, LeetCode and CodeChef have not been loaded yet.',
      ),
    ).toBeInTheDocument();
  });

  it("keeps the spec's text when every selected platform is fresh", async () => {
    renderHome('/?platforms=leetcode', [
      neverSynced('codeforces'),
      fresh('leetcode'),
      fresh('codechef'),
    ]);
    expect(
      await within(panel()).findByText('No upcoming contests found.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await screen.findByText('Codeforces has not been loaded yet (network unreachable).');
    expect(within(panel()).getByText('No upcoming contests found.')).toBeInTheDocument();
  });
});
