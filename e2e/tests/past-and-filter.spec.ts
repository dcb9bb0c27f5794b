import type { Page } from '@playwright/test';
import { expect, platformToggle, test } from './fixtures';

const cards = (page: Page) => page.getByTestId('contest-card');
const pageLabel = (page: Page) => page.getByText(/^Page \d+$/);

test.describe('filter, tabs and past pages', () => {
  test('filters upcoming contests by the toggled platforms', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(8);
    const codeforces = await platformToggle(page, 'Codeforces');
    await codeforces.click();
    await expect(page.getByRole('button', { name: 'Platforms: Codeforces' })).toBeVisible();
    await expect(codeforces).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(5);
    await expect(cards(page).filter({ hasNotText: 'Codeforces' })).toHaveCount(0);
    await page.getByRole('button', { name: 'LeetCode', exact: true }).click();
    await expect(cards(page)).toHaveCount(6);
    await expect(page).toHaveURL(/platforms=codeforces%2Cleetcode|platforms=leetcode%2Ccodeforces/);
    await codeforces.click();
    await page.getByRole('button', { name: 'LeetCode', exact: true }).click();
    await expect(cards(page)).toHaveCount(8);
  });

  test('pages through past contests newest first, with full filtered pages from the server', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: 'Past Contests' }).click();
    await expect(page).toHaveURL(/tab=past/);
    await expect(cards(page)).toHaveCount(12);
    await expect(pageLabel(page)).toHaveText('Page 1');
    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    await expect(previous).toBeDisabled();
    const firstTitle = await cards(page).first().getByRole('heading').textContent();

    await next.click();
    await expect(pageLabel(page)).toHaveText('Page 2');
    await expect(page).toHaveURL(/page=2/);
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
    await expect(previous).toBeEnabled();

    // The back button returns to the first page.
    await page.goBack();
    await expect(pageLabel(page)).toHaveText('Page 1');
    await expect(cards(page).first().getByRole('heading')).toHaveText(firstTitle ?? '');

    // 20 recorded past CodeChef contests: the server fills page 1 and stops after page 2.
    const request = page.waitForRequest(/\/api\/contests\/past\?page=0&platforms=codechef/);
    await (await platformToggle(page, 'CodeChef')).click();
    await request;
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).filter({ hasNotText: 'CodeChef' })).toHaveCount(0);
    await next.click();
    await expect(pageLabel(page)).toHaveText('Page 2');
    await expect(cards(page)).toHaveCount(8);
    await expect(next).toBeDisabled();

    // Changing the filter, or the tab, returns to the first page.
    await page.getByRole('button', { name: 'LeetCode', exact: true }).click();
    await expect(pageLabel(page)).toHaveText('Page 1');
    // Next is clicked once the new filter's page is on screen, as a reader would: in CI a click
    // while the list was still being replaced (at 375 px) was lost.
    await expect(cards(page).filter({ hasText: 'LeetCode' }).first()).toBeVisible();
    await next.click();
    await expect(pageLabel(page)).toHaveText('Page 2');
    await page.getByRole('tab', { name: 'Upcoming Contests' }).click();
    await page.getByRole('tab', { name: 'Past Contests' }).click();
    await expect(pageLabel(page)).toHaveText('Page 1');
  });

  test('opens a shared view from its URL', async ({ page }) => {
    await page.goto('/?tab=past&platforms=codechef&page=2');
    await expect(page.getByRole('tab', { name: 'Past Contests' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(pageLabel(page)).toHaveText('Page 2');
    await expect(cards(page)).toHaveCount(8);
    await expect(page.getByRole('button', { name: 'Platforms: CodeChef' })).toBeVisible();
    await expect(await platformToggle(page, 'CodeChef')).toHaveAttribute('aria-pressed', 'true');
    // The total, and numbered pages; a page past the end says how many there are.
    await expect(page.getByText('20 past contests', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goto('/?tab=past&platforms=codechef&page=500');
    await expect(
      page.getByText('Page 500 is past the end: there are 2 pages. Go to page 2'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go to page 2' }).click();
    await expect(cards(page)).toHaveCount(8);
    await expect(page).toHaveURL(/\?tab=past&platforms=codechef&page=2$/);
  });

  test('disables Next while a page loads', async ({ page }) => {
    await page.goto('/?tab=past');
    await expect(cards(page)).toHaveCount(12);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contests/past?page=1*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByTestId('skeleton-card')).toHaveCount(3);
    release();
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
