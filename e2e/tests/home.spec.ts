import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const cards = (page: Page) => page.getByTestId('contest-card');

test.describe('home page', () => {
  test('shows the title, the filter and the upcoming contests, running ones first', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Contest Tracker' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Filter Platforms' })).toBeVisible();
    await expect(page.getByText('* You can select multiple platforms')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Upcoming Contests' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(cards(page)).toHaveCount(8);
    // The replay puts think-cell Round 1, Weekly Contest 91 and Starters 178 live.
    const live = cards(page).filter({ hasText: 'Live' });
    await expect(live).toHaveCount(3);
    await expect(live.first()).toContainText(/\d+m left|\dh( \d+m)? left/);
    await expect(cards(page).nth(3)).toContainText(/starts in \d+/);
    await expect(cards(page).nth(3)).not.toContainText('Live');
    await page.screenshot({ path: testInfo.outputPath('home-upcoming.png'), fullPage: true });
    await testInfo.attach('home-upcoming', {
      path: testInfo.outputPath('home-upcoming.png'),
      contentType: 'image/png',
    });
  });

  test('lays cards out in 1 column on phones and 3 from the md width', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(8);
    const lefts = new Set<number>();
    for (const card of (await cards(page).all()).slice(0, 3)) {
      const box = await card.boundingBox();
      if (box) lefts.add(Math.round(box.x));
    }
    const width = page.viewportSize()?.width ?? 0;
    expect(lefts.size).toBe(width >= 768 ? 3 : 1);
  });

  test('shows each card with a safe new-tab link, badge, start and duration', async ({ page }) => {
    await page.goto('/');
    const card = cards(page).filter({ hasText: 'Starters 178' });
    const link = card.getByRole('link', { name: /Starters 178/ });
    await expect(link).toHaveAttribute('href', 'https://www.codechef.com/START178');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(card).toContainText('CodeChef');
    await expect(card).toContainText('2h 15m');
    // The zone is named once on the page, not on the card.
    await expect(page.getByTestId('time-zone-note')).toHaveText('Times in UTC');
    await expect(card.locator('time')).not.toContainText('UTC');
  });

  test('shows three skeleton cards while the list loads', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contests/upcoming', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByTestId('skeleton-card')).toHaveCount(3);
    release();
    await expect(cards(page)).toHaveCount(8);
    await expect(page.getByTestId('skeleton-card')).toHaveCount(0);
  });

  test('replaces the page with the error message when a list fails', async ({ page }) => {
    await page.route('**/api/contests/past**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'database unreachable' } }),
      }),
    );
    await page.goto('/');
    await expect(page.getByText('Failed to load contests. Please try again later.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveCount(0);
  });

  test('says so when a list is empty', async ({ page }) => {
    await page.route('**/api/contests/upcoming', (route) =>
      route.fulfill({ json: { contests: [] } }),
    );
    await page.route('**/api/contests/past**', (route) =>
      route.fulfill({ json: { contests: [], page: 0, pageSize: 12, hasMore: false } }),
    );
    await page.goto('/');
    await expect(page.getByText('No upcoming contests found.')).toBeVisible();
    await page.getByRole('tab', { name: 'Past Contests' }).click();
    await expect(page.getByText('No past contests found.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  test('renders markup in titles as text and never links javascript:', async ({ page }) => {
    const startsAt = Date.now() + 3_600_000;
    const hostile = {
      id: 'codeforces-666',
      platform: 'codeforces',
      platformName: 'Codeforces',
      title: '<img src=x onerror="window.__pwned=1">Round',
      url: 'javascript:window.__pwned=1',
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(startsAt + 7_200_000).toISOString(),
      durationSeconds: 7200,
      solution: { url: 'javascript:window.__pwned=1', source: 'admin' },
      status: 'upcoming',
    };
    await page.route('**/api/contests/upcoming', (route) =>
      route.fulfill({ json: { contests: [hostile] } }),
    );
    await page.goto('/');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('<img src=x onerror="window.__pwned=1">Round');
    await expect(cards(page).locator('img')).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
    await expect(page.getByText('Watch Solution')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});

test.describe('start times', () => {
  test.use({ locale: 'de-DE', timezoneId: 'Asia/Kolkata' });

  test("are written in the viewer's own language and time zone, the zone once", async ({
    page,
  }) => {
    await page.goto('/');
    const card = page.getByTestId('contest-card').filter({ hasText: 'Starters 178' });
    const start = await card.locator('time').getAttribute('datetime');
    expect(start).not.toBeNull();
    // The page's own Intl with the app's rule (the date only when not today, the year only when
    // not this year): the viewer's language and zone, as the card shows. Starters 178 is 135 min.
    const expected = await page.evaluate((iso) => {
      const from = new Date(iso);
      const to = new Date(from.getTime() + 135 * 60_000);
      const now = new Date();
      const day = (d: Date) => d.toDateString();
      const withDate = day(from) !== day(now) || day(from) !== day(to);
      const withYear =
        from.getFullYear() !== now.getFullYear() || to.getFullYear() !== now.getFullYear();
      return new Intl.DateTimeFormat(undefined, {
        ...(withDate ? { weekday: 'short', day: 'numeric', month: 'short' } : {}),
        ...(withYear ? { year: 'numeric' } : {}),
        hour: 'numeric',
        minute: '2-digit',
      } as const).formatRange(from, to);
    }, start ?? '');
    await expect(card.locator('time')).toHaveText(expected);
    // German hours, no zone on the card; the zone said once for the page.
    expect(expected).toMatch(/\d{2}:\d{2}/);
    expect(expected).not.toMatch(/GMT|AM|PM/);
    await expect(page.getByTestId('time-zone-note')).toHaveText('Times in GMT+5:30');
  });
});
