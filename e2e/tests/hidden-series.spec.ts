import { analyzeSettled } from '../support/axe';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';

const cards = (page: Page) => page.getByTestId('contest-card');

/** A user of this test alone: the demo database is shared by every test and width. */
const someone = (info: TestInfo) => ({
  sub: `hider-${info.project.name}-${info.testId}`,
  email: `hider-${info.project.name}-${info.testId}@example.com`,
  name: 'Ada Lovelace',
});

async function hideFromCard(page: Page, title: string) {
  const card = cards(page).filter({ hasText: title });
  // The Bookmark button shows once the page is live and knows who is signed in.
  await expect(card.getByRole('button', { name: /^Bookmark/ })).toBeVisible();
  const item = page.getByRole('menuitem', { name: 'Hide contests like this' });
  await expect(async () => {
    if (!(await item.isVisible()))
      await card.getByRole('button', { name: /^More actions for/ }).click();
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await item.click();
}

test.describe('hidden series', () => {
  test('hides a series from a card; "N hidden — show" brings it back; unhidden on /profile', async ({
    page,
    signInAs,
  }, info) => {
    // One long story (home, past, profile, axe) on a machine other suites share.
    test.setTimeout(90_000);
    await signInAs(someone(info));
    await page.goto('/');
    await expect(cards(page)).toHaveCount(8);
    const starters = cards(page).filter({ hasText: /^.*Starters/ });
    const startersCount = await starters.count();
    expect(startersCount).toBeGreaterThan(0);

    await hideFromCard(page, 'Starters 178');
    await expect(page.getByTestId('toast')).toContainText("'Starters' hidden");
    await expect(starters).toHaveCount(0);
    await expect(cards(page)).toHaveCount(8 - startersCount);

    const show = page.getByRole('button', { name: `${startersCount} hidden — show` });
    await show.click();
    await expect(starters).toHaveCount(startersCount);
    await expect(page.getByRole('button', { name: 'Hide hidden series again' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Hide hidden series again' }).click();
    await expect(starters).toHaveCount(0);

    // Past contests come without the series too, from the server, and survive a reload.
    // Every past CodeChef contest of the recording is a Starters round: the page is empty, and the
    // count comes from the server's page for this user (a card seen before it came was a race).
    await page.goto('/?tab=past&platforms=codechef');
    await expect(page.getByRole('button', { name: /^\d+ hidden — show$/ })).toBeVisible();
    await expect(starters).toHaveCount(0);
    await page.getByRole('button', { name: /^\d+ hidden — show$/ }).click();
    await expect(starters.first()).toBeVisible();

    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Hidden series' });
    await expect(section.getByRole('listitem')).toHaveText([/Starters\s*\(CodeChef\)/]);
    const results = await analyzeSettled(page);
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);

    // Keyboard: Tab to 'Unhide', Enter.
    await section.getByRole('button', { name: 'Unhide Starters' }).focus();
    await page.keyboard.press('Enter');
    await expect(section.getByRole('listitem')).toHaveCount(0);
    await expect(section.getByText('You hide no series.')).toBeVisible();
    await expect(page.getByTestId('toast')).toContainText("'Starters' shows again.");

    await page.goto('/');
    await expect(cards(page)).toHaveCount(8);
    await expect(starters).toHaveCount(startersCount);
  });

  test('signed out, a card offers no hiding', async ({ page }) => {
    await page.goto('/');
    await cards(page)
      .filter({ hasText: 'Starters 178' })
      .getByRole('button', { name: /^More actions for/ })
      .click();
    await expect(page.getByRole('menuitem', { name: /Google Calendar/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Hide contests like this' })).toHaveCount(0);
  });
});
