import { analyzeSettled } from '../support/axe';
import type { Page } from '@playwright/test';
import { PLATFORM_LIST } from '../../packages/contract/src/platform-entries';
import { STALE_URL } from '../support/freshness-ports';
import { expect, openFilter, platformToggle, test } from './fixtures';

// Against the stale freshness demo, which syncs every platform, the opt-in ones too: the platforms
// added after the spec's four each show a toggle and cards, in both themes.

const NEWER = PLATFORM_LIST.slice(4);
const cards = (page: Page) => page.getByTestId('contest-card');

async function seriousAxeIssues(page: Page) {
  const results = await analyzeSettled(page);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

test.describe('every platform', () => {
  test.describe.configure({ timeout: 60_000 });

  test('has a toggle, in the contract list order', async ({ page }) => {
    await page.goto(`${STALE_URL}/`);
    await openFilter(page, 'Platforms');
    const group = page.getByRole('group', { name: 'Filter Platforms' });
    await expect(group.getByRole('button')).toHaveText(PLATFORM_LIST.map((p) => p.name));
    expect(PLATFORM_LIST.length).toBeGreaterThanOrEqual(8);
  });

  test('each newer platform shows its own cards, running and upcoming or past', async ({
    page,
  }) => {
    for (const { id, name } of NEWER) {
      await page.goto(`${STALE_URL}/?platforms=${id}`);
      await expect(await platformToggle(page, name)).toHaveAttribute('aria-pressed', 'true');
      // HackerRank keeps no past list; the gyms have no upcoming one.
      await expect(
        cards(page).first().or(page.getByText('No upcoming contests found.')),
      ).toBeVisible();
      if ((await cards(page).count()) === 0) {
        await page.getByRole('tab', { name: 'Past Contests' }).click();
      }
      await expect(cards(page).first(), name).toBeVisible();
      await expect(cards(page).first()).toHaveAttribute('data-platform', name);
      await expect(cards(page).and(page.locator(`:not([data-platform="${name}"])`))).toHaveCount(0);
    }
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the newer platforms' cards and toggles pass axe, ${scheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`${STALE_URL}/?platforms=${NEWER.map((p) => p.id).join(',')}`);
      await openFilter(page, 'Platforms');
      for (const { name } of NEWER) {
        await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
      }
      await expect(cards(page).first()).toBeVisible();
      expect(await seriousAxeIssues(page)).toEqual([]);
      await page.getByRole('tab', { name: 'Past Contests' }).click();
      await expect(cards(page).first()).toBeVisible();
      expect(await seriousAxeIssues(page)).toEqual([]);
    });
  }
});
