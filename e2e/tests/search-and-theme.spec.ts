import { analyzeSettled } from '../support/axe';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const cards = (page: Page) => page.getByTestId('contest-card');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search contests' });
const titles = (page: Page) => cards(page).getByRole('heading').allTextContents();
/** The contract's rule for 'DIV. 3': the words 'div' and '3', anywhere in the title. */
const expectDiv3 = (title: string) => {
  expect(title).toMatch(/\bdiv\b/i);
  expect(title).toMatch(/\b3\b/);
};

test.describe('search and length', () => {
  test('typing a query filters both tabs and survives reload and back', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(8);
    await page.locator('body').press('/');
    await expect(searchBox(page)).toBeFocused();
    await searchBox(page).pressSequentially('DIV. 3');
    await expect(page).toHaveURL(/\?q=DIV\.\+3$/);
    await expect(cards(page)).toHaveCount(2);
    for (const title of await titles(page)) expectDiv3(title);

    await page.getByRole('tab', { name: 'Past Contests' }).click();
    await expect(page).toHaveURL(/tab=past&q=DIV\.\+3/);
    await expect(cards(page)).toHaveCount(12);
    for (const title of await titles(page)) expectDiv3(title);

    await page.reload();
    await expect(searchBox(page)).toHaveValue('DIV. 3');
    await expect(page.getByRole('tab', { name: 'Past Contests' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(cards(page)).toHaveCount(12);
    for (const title of await titles(page)) expectDiv3(title);

    await page.goBack();
    await expect(page).toHaveURL(/\/\?q=DIV\.\+3$/);
    await expect(cards(page)).toHaveCount(2);
    await expect(searchBox(page)).toHaveValue('DIV. 3');
  });

  test("numbers match whole: 'round 926' finds Round 926 and nothing like 9260, in Past", async ({
    page,
  }) => {
    // Searched on the Upcoming tab, which has no such round: the hint leads to the Past tab.
    await page.goto('/?q=round+926');
    await expect(page.getByText('No contests match "round 926".')).toBeVisible();
    await page.getByRole('button', { name: '1 match in Past contests →' }).click();
    await expect(page).toHaveURL(/\?tab=past&q=round\+926$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('heading')).toHaveText(/^Codeforces Round 926 \(Div\. 2\)/);
  });

  test("a search that finds nothing says so and 'Clear search' brings the list back", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(8);
    await searchBox(page).fill('zzqx nothing');
    await expect(page.getByText('No contests match "zzqx nothing".')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(cards(page)).toHaveCount(8);
    await expect(searchBox(page)).toHaveValue('');
    await expect(page).toHaveURL(/\/$/);
    // Escape clears what is typed too.
    await searchBox(page).fill('starters');
    await expect(cards(page)).toHaveCount(2);
    await searchBox(page).press('Escape');
    await expect(searchBox(page)).toHaveValue('');
    await expect(cards(page)).toHaveCount(8);
  });

  test('the length filter keeps only rounds up to 3 hours, or only longer ones', async ({
    page,
  }) => {
    await page.goto('/?tab=past');
    await expect(cards(page)).toHaveCount(12);
    await page.getByText('Longer', { exact: true }).click();
    await expect(page).toHaveURL(/length=long/);
    await expect(cards(page).first()).toBeVisible();
    // '45m', '2h 15m', '1 day 3h', '10 days' in hours.
    const hours = (text: string) => {
      const unit = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0);
      return unit(/(\d+) days?/) * 24 + unit(/(\d+)h/) + unit(/(\d+)m/) / 60;
    };
    const durations = () => cards(page).locator('dt:text-is("Duration") + dd').allTextContents();
    await expect.poll(async () => (await durations()).every((t) => hours(t) > 3)).toBe(true);
    await page.getByText('Up to 3 hours', { exact: true }).click();
    await expect(page).toHaveURL(/length=short/);
    await expect(cards(page)).toHaveCount(12);
    await expect.poll(async () => (await durations()).every((t) => hours(t) <= 3)).toBe(true);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Up to 3 hours' })).toBeChecked();
  });
});

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

test.describe('theme', () => {
  test('follows the system by default, then dark, then light, remembered on reload', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(cards(page).first()).toBeVisible();
    const toggle = page.getByRole('button', { name: /^Theme: / });
    await expect(toggle).toHaveAccessibleName(/^Theme: System/);
    expect(await isDark(page)).toBe(true);
    // 'System' follows a change of the system's setting live.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);

    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/^Theme: Dark/);
    expect(await isDark(page)).toBe(true);
    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/^Theme: Light/);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await isDark(page)).toBe(false);
    await page.reload();
    await expect(toggle).toHaveAccessibleName(/^Theme: Light/);
    expect(await isDark(page)).toBe(false);
  });

  test('applies the remembered theme before the first paint, without the app script', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Theme: / }).click();
    await expect(page.getByRole('button', { name: /^Theme: Dark/ })).toBeVisible();
    // With the app's JavaScript refused, what shows is the pre-rendered page as first painted.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    expect(await isDark(page)).toBe(true);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const lightBackground = await page.evaluate(() => {
      document.documentElement.classList.remove('dark');
      const color = getComputedStyle(document.body).backgroundColor;
      document.documentElement.classList.add('dark');
      return color;
    });
    expect(background).not.toBe(lightBackground);
    await testInfo.attach('first-paint-dark', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no serious or critical axe violations in the ${scheme} theme`, async ({ page }) => {
      test.slow();
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/?q=round');
      await expect(cards(page).first()).toBeVisible();
      expect(await isDark(page)).toBe(scheme === 'dark');
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
  }
});
