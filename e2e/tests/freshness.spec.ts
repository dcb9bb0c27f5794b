import { analyzeSettled } from '../support/axe';
import type { Page } from '@playwright/test';
import { PLATFORM_LIST } from '../../packages/contract/src/platform-entries';
import { STALE_URL, UNSYNCED_URL } from '../support/freshness-ports';
import { expect, openFilter, platformToggle, test } from './fixtures';

// Against the freshness demos (freshness-ports.ts): Codeforces failing for two hours, or nothing
// ever synced; the main demo, where every platform is fresh, for the spec's own empty text.

const cards = (page: Page) => page.getByTestId('contest-card');
const toggle = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function expectNoSeriousAxeIssue(page: Page) {
  const results = await analyzeSettled(page);
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/**
 * '05:40 PM' as the page itself writes an instant of /api/status, with the date ('Nov 23, …')
 * when it is not today: two hours ago is yesterday when the suite runs just after midnight.
 */
function shownTime(page: Page, iso: string): Promise<string> {
  return page.evaluate((at) => {
    const when = new Date(at);
    const today = when.toDateString() === new Date().toDateString();
    return when.toLocaleString(undefined, {
      ...(today ? {} : { month: 'short', day: 'numeric' }),
      hour: '2-digit',
      minute: '2-digit',
    });
  }, iso);
}

test.describe('platform freshness', () => {
  // Three demos and an axe scan on a busy machine: more than the default 30 s per test.
  test.describe.configure({ timeout: 60_000 });

  test('a failing platform is named in a banner with the time of its data', async ({ page }) => {
    const status = (await (await page.request.get(`${STALE_URL}/api/status`)).json()) as {
      platforms: { platform: string; lastSuccessAt: string; failingSince: string }[];
    };
    const codeforces = status.platforms.find((p) => p.platform === 'codeforces');
    if (!codeforces) throw new Error('the stale demo syncs Codeforces');
    await page.goto(`${STALE_URL}/`);
    const asOf = await shownTime(page, codeforces.lastSuccessAt);
    const failingSince = await shownTime(page, codeforces.failingSince);
    await expect(
      page.getByText(
        `Codeforces could not be updated since ${failingSince} (HTTP 503) — showing contests as of ${asOf}.`,
      ),
    ).toBeVisible();
    await expect(page.getByTestId('freshness')).toContainText('⚠ Codeforces updated 2 h ago');
    // The others synced just now: counted, not named, on the same short line.
    await expect(page.getByTestId('freshness')).toContainText(/✓ The other \d+ updated /);
    // Its stored contests are still listed.
    await (await platformToggle(page, 'Codeforces')).click();
    await expect(cards(page).first()).toBeVisible();
    await expectNoSeriousAxeIssue(page);
    await expect(page.getByRole('link', { name: 'See the platforms’ status' })).toHaveAttribute(
      'href',
      '/status',
    );
  });

  test('/status lists every platform and the YouTube source', async ({ page }) => {
    await page.goto(`${STALE_URL}/status`);
    await expect(page.getByRole('heading', { level: 1, name: 'Platform status' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      ...PLATFORM_LIST.map(({ name }) =>
        name === 'Codeforces'
          ? 'Codeforces: ⚠ out of date'
          : name === 'DMOJ'
            ? /^DMOJ: ⚠ no contests in the answer \(\d+ dropped\)$/
            : `${name}: ✓ up to date`,
      ),
      'YouTube solution videos: ✓ up to date',
      'Background jobs on this server',
    ]);
    // The jobs by name; untimed here (the demo syncs by hand), the hourly clean-up ran at start.
    const jobs = page.getByRole('region', { name: 'Background jobs on this server' });
    await expect(
      jobs.getByRole('row', { name: /^session-cleanup 60 min succeeded/ }),
    ).toBeVisible();
    await expect(jobs.getByRole('row', { name: /^sync when started/ })).toBeVisible();
    const codeforces = page.getByRole('region', { name: /^Codeforces:/ });
    await expect(codeforces).toContainText('HTTP 503');
    await expect(codeforces).toContainText(/Contests stored\s*\d{3,}/);
    await expect(codeforces.getByRole('link', { name: 'codeforces.com/contests' })).toHaveAttribute(
      'href',
      'https://codeforces.com/contests',
    );
    await expectNoSeriousAxeIssue(page);
  });

  test('a platform whose answer held no contest is a warning on /status and in the freshness line', async ({
    page,
  }) => {
    const status = (await (await page.request.get(`${STALE_URL}/api/status`)).json()) as {
      platforms: { platform: string; warning: string | null; rowsSkipped: number }[];
    };
    const dmoj = status.platforms.find((p) => p.platform === 'dmoj');
    expect(dmoj?.rowsSkipped).toBeGreaterThan(0);
    const warning = `no contests in the answer (${dmoj?.rowsSkipped ?? 0} dropped)`;
    expect(dmoj?.warning).toBe(warning);
    const health = await page.request.get(`${STALE_URL}/api/health`);
    expect(((await health.json()) as { warnings: string[] }).warnings).toEqual(['dmoj']);

    await page.goto(`${STALE_URL}/`);
    await expect(page.getByTestId('freshness')).toContainText(`⚠ DMOJ: ${warning}`);
    await expectNoSeriousAxeIssue(page);

    await page.goto(`${STALE_URL}/status`);
    const card = page.getByRole('region', { name: /^DMOJ:/ });
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(`DMOJ: ⚠ ${warning}`);
    await expect(card).toContainText(`${dmoj?.rowsSkipped ?? 0} (id or link malformed: `);
    await expectNoSeriousAxeIssue(page);
  });

  test('the AtCoder toggle filters both tabs and lives in the URL', async ({ page }) => {
    await page.goto(`${STALE_URL}/`);
    await (await platformToggle(page, 'AtCoder')).click();
    await expect(page).toHaveURL(/[?&]platforms=atcoder(&|$)/);
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page).and(page.locator(':not([data-platform="AtCoder"])'))).toHaveCount(0);
    await page.getByRole('tab', { name: 'Past Contests' }).click();
    await expect(cards(page).first()).toContainText('AtCoder');
    await expect(cards(page).and(page.locator(':not([data-platform="AtCoder"])'))).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Platforms: AtCoder' })).toBeVisible();
    await expect(await platformToggle(page, 'AtCoder')).toHaveAttribute('aria-pressed', 'true');
  });

  test('with no platform synced the empty lists name them', async ({ page }) => {
    await page.goto(`${UNSYNCED_URL}/`);
    const says = 'LeetCode, Codeforces and CodeChef have not been loaded yet.';
    await expect(page.getByText(`No upcoming contests to show: ${says}`)).toBeVisible();
    await expect(page.getByText('Codeforces has not been loaded yet.')).toBeVisible();
    await expect(page.getByText('No upcoming contests found.')).toHaveCount(0);
    // PLATFORMS leaves AtCoder out here: no toggle for it.
    await openFilter(page, 'Platforms');
    await expect(toggle(page, 'CodeChef')).toBeVisible();
    await expect(toggle(page, 'AtCoder')).toHaveCount(0);
    await expectNoSeriousAxeIssue(page);
    await page.getByRole('tab', { name: 'Past Contests' }).click();
    await expect(page.getByText(`No past contests to show: ${says}`)).toBeVisible();
  });

  test("with every platform fresh an empty list keeps the spec's text", async ({ page }) => {
    await page.route('**/api/contests/upcoming', (route) =>
      route.fulfill({ json: { contests: [] } }),
    );
    // The plain page, which asks for the list (`/` carries it, decision 051).
    await page.goto('/?tab=upcoming');
    await expect(page.getByTestId('freshness')).toContainText('✓ ');
    await expect(page.getByText('No upcoming contests found.')).toBeVisible();
    await expect(page.getByText(/has not been loaded yet|could not be/)).toHaveCount(0);
  });
});
