import { expectAxeCleanInBothThemes, signInToTheDemo } from '../support/views';
import { expect, test } from './fixtures';

/**
 * Every view of the app, at every width, in the light and the dark theme, passes axe (issue 48's
 * check): the feature specs look at their own screens; this one walks all of them as they stand.
 * One page load per view; the theme follows the system, so both are checked without a reload.
 */
test.describe('every view', () => {
  test('signed out: the lists as cards, then as a list', async ({ page }) => {
    test.slow();
    await page.goto('/');
    await expect(page.locator('[data-contest]').first()).toBeVisible();
    await expectAxeCleanInBothThemes(page, 'Upcoming, cards');
    // Signed out, the view is kept on this device only: nothing shared is changed.
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await page.getByRole('tab', { name: 'Past Contests' }).click();
    await expect(page.locator('[data-contest]').first()).toBeVisible();
    await expectAxeCleanInBothThemes(page, 'Past, list');
  });

  test('signed out: the status page and a page not found', async ({ page }) => {
    test.slow();
    await page.goto('/status');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAxeCleanInBothThemes(page, 'Status');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAxeCleanInBothThemes(page, 'Not found');
  });

  for (const [path, view] of [
    ['/my_bookmarks', 'My Bookmarks'],
    ['/profile', 'Profile'],
    ['/upsolve', 'Upsolve'],
    ['/admin/solutions', 'Review solutions'],
  ] as const) {
    test(`signed in to the demo: ${view}`, async ({ page }) => {
      test.slow();
      await signInToTheDemo(page, path.startsWith('/admin') ? 'admin' : 'user');
      // Signed in as the page sees it (on a phone the header's Logout is behind the menu).
      const profile = page.waitForResponse(
        (response) => response.url().endsWith('/user/profile') && response.status() === 200,
      );
      await page.goto(path);
      await profile;
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAxeCleanInBothThemes(page, view);
    });
  }
});
