import { analyzeSettled } from '../support/axe';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { STALE_URL } from '../support/freshness-ports';
import { mintGoogleToken } from '../support/google';
import { expect, test } from './fixtures';

const cards = (page: Page) => page.getByTestId('contest-card');

/** A user of this test alone: the demo database is shared by every test and width. */
const someone = (info: TestInfo) => ({
  sub: `hider-${info.project.name}-${info.testId}`,
  email: `hider-${info.project.name}-${info.testId}@example.com`,
  name: 'Ada Lovelace',
});

async function seriousAxeIssues(page: Page) {
  const results = await analyzeSettled(page);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

/** Signs in on another demo (as fixtures.ts does on the main one): its token in localStorage. */
async function signInAt(page: Page, origin: string, who: ReturnType<typeof someone>) {
  const credential = await mintGoogleToken(who);
  const response = await page.request.post(`${origin}/auth/google`, { data: { credential } });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => {
    window.localStorage.setItem('token', value);
  }, token);
}

async function hideFromCard(page: Page, card: Locator) {
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

    await hideFromCard(page, cards(page).filter({ hasText: 'Starters 178' }));
    const hidden = page.getByTestId('toast').filter({ hasText: 'Hidden: Starters' });
    await expect(hidden).toHaveText('Hidden: Starters · Undo');
    await expect(starters).toHaveCount(0);
    // Undo (10 s to press it) brings the series back at once; then it is hidden again.
    await hidden.getByRole('button', { name: 'Undo' }).click();
    await expect(starters).toHaveCount(startersCount);
    await expect(page.getByTestId('toast')).toHaveText("'Starters' shows again.");
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await hideFromCard(page, cards(page).filter({ hasText: 'Starters 178' }));
    await expect(hidden).toBeVisible();
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

  test('hides a gym series from a Codeforces Gym card (issue 47)', async ({ page }, info) => {
    test.setTimeout(60_000);
    // The gyms are synced by the stale demo alone (freshness-demo.ts); they have past contests only.
    await signInAt(page, STALE_URL, someone(info));
    await page.goto(`${STALE_URL}/?tab=past&platforms=cfgym`);
    const gym = cards(page).first();
    await expect(gym).toHaveAttribute('data-platform', 'Codeforces Gym');
    const title = (await gym.getByRole('heading').textContent()) ?? '';
    expect(title).not.toBe('');
    const sameTitle = cards(page).filter({
      has: page.getByRole('heading', { name: title, exact: true }),
    });
    await expect(sameTitle).toHaveCount(1);

    await hideFromCard(page, sameTitle);
    // Before issue 47 the card's platform was read back from its name, which no id matches:
    // nothing was hidden and nothing said so.
    await expect(page.getByTestId('toast')).toHaveText(/^Hidden: .+ · Undo$/);
    await expect(sameTitle).toHaveCount(0);
    // The server's page for this user leaves the series out too, and counts it.
    await page.reload();
    await expect(page.getByRole('button', { name: /^\d+ hidden — show$/ })).toBeVisible();
    await expect(sameTitle).toHaveCount(0);
    await expect(cards(page).first()).toHaveAttribute('data-platform', 'Codeforces Gym');
    expect(await seriousAxeIssues(page)).toEqual([]);

    await page.goto(`${STALE_URL}/profile`);
    const section = page.getByRole('region', { name: 'Hidden series' });
    await expect(section.getByRole('listitem')).toHaveText([/\(Codeforces Gym\)/]);
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
