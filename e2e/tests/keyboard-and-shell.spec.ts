import { analyzeSettled } from '../support/axe';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const cards = (page: Page) => page.getByTestId('contest-card');

/** Tabs forward until `target` has focus; fails rather than loop forever. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('never reached the element with Tab');
}

test.describe('keyboard, header and accessibility', () => {
  test('works with the keyboard alone: toggles and tabs', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(8);
    // The toggles are folded under 'Platforms: All ▾', and follow it when it opens. It is in the
    // filter row, one Tab stop entered on 'Cards': the arrow keys go along.
    const platforms = page.getByRole('button', { name: /^Platforms: / });
    await tabTo(page, page.getByRole('button', { name: 'Cards', exact: true }));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(platforms).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(platforms).toHaveAttribute('aria-expanded', 'true');
    const leetcode = page.getByRole('button', { name: 'LeetCode', exact: true });
    await page.keyboard.press('Tab');
    await expect(leetcode).toBeFocused();
    await page.keyboard.press('Space');
    await expect(platforms).toHaveText(/Platforms: LeetCode/);
    await expect(leetcode).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(leetcode).toHaveAttribute('aria-pressed', 'false');

    const upcomingTab = page.getByRole('tab', { name: 'Upcoming Contests' });
    await tabTo(page, upcomingTab);
    await page.keyboard.press('ArrowRight');
    const pastTab = page.getByRole('tab', { name: 'Past Contests' });
    await expect(pastTab).toBeFocused();
    await expect(pastTab).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(12);
    await page.keyboard.press('ArrowLeft');
    await expect(upcomingTab).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(8);
  });

  test("'Skip to contests' goes to the first contest; no Tab stop is hidden or under the header", async ({
    page,
  }, info) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(8);
    const firstContest = cards(page).first().getByRole('link').first();
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        if (!(el instanceof HTMLElement)) return undefined;
        const box = el.getBoundingClientRect();
        const header = document.querySelector('header')?.getBoundingClientRect();
        return {
          text: el.textContent.trim(),
          // A Tab stop is a control: a focusable panel or box that does nothing is invisible.
          control: el.matches('a[href], button, input, select, textarea'),
          seen: el.checkVisibility() && box.width > 0 && box.height > 0,
          inHeader: el.closest('header') !== null,
          clearOfHeader: box.top >= (header?.bottom ?? 0) - 0.5,
          isFirstContest: el.closest('[data-contest]') !== null,
        };
      });

    // From the page's top: Tab, Enter on 'Skip to contests', and the first contest has focus.
    await page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({ text: 'Skip to contests', seen: true });
    await page.keyboard.press('Enter');
    await expect(firstContest).toBeFocused();
    expect(await focused()).toMatchObject({ clearOfHeader: true });

    // Without it, every stop on the way is a control one can see; their number is recorded.
    await page.goto('/');
    await expect(cards(page)).toHaveCount(8);
    let stops = 0;
    for (;;) {
      await page.keyboard.press('Tab');
      stops += 1;
      const now = await focused();
      expect(now, `Tab stop ${stops}`).toMatchObject({ control: true, seen: true });
      if (now?.isFirstContest) break;
      expect(stops, 'the first contest is reached').toBeLessThan(40);
    }
    info.annotations.push({ type: 'Tab stops to the first contest', description: String(stops) });
    // Issue 48: at most eight, the Tab that lands on the contest included.
    expect(stops, "Tab presses from the page's top to the first contest").toBeLessThanOrEqual(8);
    await expect(firstContest).toBeFocused();

    // The filter row is one of them: the arrow keys move along its buttons, and Shift+Tab from
    // one of them leaves the row at once.
    const row = page.getByRole('toolbar', { name: 'Contest list' });
    await row.getByRole('button', { name: 'Cards' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(row.getByRole('button', { name: 'List' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(row.getByRole('button', { name: 'Subscribe' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('searchbox')).toBeFocused();

    // Back up the page with Shift+Tab from the last card: each control scrolls clear of the
    // sticky header (scroll-margin-top), not under it.
    await cards(page).last().getByRole('button').last().focus();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab');
      const now = await focused();
      if (now?.inHeader) break;
      expect(now, `Shift+Tab ${i + 1}: ${now?.text ?? ''}`).toMatchObject({ clearOfHeader: true });
    }
  });

  // Below the lg width: a signed-in user with a handle has six links, the account and the theme,
  // which overflowed a tablet's 768 px (Logout cut off at the edge).
  test('collapses the header into a menu below the lg width', async ({ page }) => {
    await page.goto('/my_bookmarks');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const width = page.viewportSize()?.width ?? 0;
    if (width >= 1024) {
      await expect(toggle).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toBeVisible();
      return;
    }
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await menu.getByRole('link', { name: 'Contests' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
    await expect(cards(page)).toHaveCount(8);
  });

  test('the title links home, and the account pages prompt to sign in', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(page.getByText('Sign in to see your profile.')).toBeVisible();
    await page.goto('/my_bookmarks');
    await expect(page.getByRole('heading', { name: 'My Bookmarks' })).toBeVisible();
    await page.getByRole('link', { name: 'Contest Tracker' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contest Tracker' })).toBeVisible();
  });

  test('has no serious or critical axe violations on the home page', async ({ page }) => {
    // Two full axe scans: 10-27 s on a busy 2-core machine, where 30 s timed out.
    test.slow();
    await page.goto('/');
    await expect(cards(page)).toHaveCount(8);
    for (const tab of ['Upcoming Contests', 'Past Contests']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(cards(page).first()).toBeVisible();
      const results = await analyzeSettled(page);
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    }
  });
  test("a page that fails to render says 'Something went wrong · Reload' under the header", async ({
    page,
  }) => {
    // No way to make a page throw ships in the app: an answer the status page cannot read
    // (another server version's, a proxy's) does it from outside, as it would in the field.
    await page.route('**/api/status', (route) => route.fulfill({ json: { platforms: null } }));
    await page.goto('/status');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(/Something went wrong\s*·\s*Reload/);
    await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible();
    // The header stays, and with it the way to another page.
    const title = page.getByRole('banner').getByRole('link', { name: 'Contest Tracker' });
    await expect(title).toBeVisible();
    const results = await analyzeSettled(page);
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);

    // Reload asks the page again; the status answer is still unreadable, so the message stays.
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('alert')).toContainText('Something went wrong');
    // Another page renders afresh.
    await title.click();
    await expect(cards(page)).toHaveCount(8);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  });
});
