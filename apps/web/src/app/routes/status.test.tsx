import type { PlatformSyncStatus, StatusResponse } from '@contest-tracker/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { StatusPage } from './status';

const synced = (platform: PlatformSyncStatus['platform']): PlatformSyncStatus => ({
  platform,
  homePage: `https://${platform}.example/contests`,
  lastAttemptAt: new Date().toISOString(),
  lastSuccessAt: new Date().toISOString(),
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

describe('StatusPage', () => {
  it('shows a platform whose answer held no contest as a warning, with the drops by reason', () => {
    const data: StatusResponse = {
      platforms: [
        synced('codeforces'),
        {
          ...synced('hackerearth'),
          contestsSeen: 3,
          contestsStored: 0,
          rowsSkipped: 3,
          skippedReasons: [
            { reason: 'id or link malformed', count: 2 },
            { reason: 'a field missing or of the wrong type', count: 1 },
          ],
          warning: 'no contests in the answer (3 dropped)',
        },
      ],
      sources: [],
      syncIntervalMinutes: 30,
      jobs: [],
    };
    renderWithApp(<StatusPage data={data} failed={false} />, { route: '/status', api: {} });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Codeforces: ✓ up to date',
      'HackerEarth: ⚠ no contests in the answer (3 dropped)',
    ]);
    const card = screen.getByRole('region', { name: /^HackerEarth:/ });
    expect(
      within(card).getByText(
        '3 (id or link malformed: 2; a field missing or of the wrong type: 1)',
      ),
    ).toBeInTheDocument();
  });

  it("lists this server's background jobs: how often, the last run, the last error's category", () => {
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
    const data: StatusResponse = {
      platforms: [],
      sources: [],
      syncIntervalMinutes: 30,
      jobs: [
        {
          name: 'sync',
          everySeconds: 1800,
          running: false,
          lastRunAt: minutesAgo(5),
          lastOutcome: 'succeeded',
          lastErrorAt: null,
          lastError: null,
          lastRunBy: 'ct-1',
          lastRunByAt: minutesAgo(5),
        },
        {
          name: 'reminders',
          everySeconds: 15,
          running: false,
          lastRunAt: minutesAgo(0),
          lastOutcome: 'failed',
          lastErrorAt: minutesAgo(0),
          lastError: 'database unavailable',
          lastRunBy: null,
          lastRunByAt: null,
        },
        {
          name: 'upsolve-refresh',
          everySeconds: null,
          running: false,
          lastRunAt: null,
          lastOutcome: null,
          lastErrorAt: null,
          lastError: null,
          lastRunBy: null,
          lastRunByAt: null,
        },
      ],
    };
    renderWithApp(<StatusPage data={data} failed={false} />, { route: '/status', api: {} });
    const table = within(screen.getByRole('region', { name: 'Background jobs on this server' }));
    const rows = table.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'JobEveryLast runLast error',
      'sync30 minsucceeded, 5 min agonone',
      'reminders15 sfailed, just nowdatabase unavailable, just now',
      'upsolve-refreshwhen startednot run yetnone',
    ]);
  });
});
