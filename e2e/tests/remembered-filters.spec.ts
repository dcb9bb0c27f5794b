import type { Page } from '@playwright/test';
import { expect, openFilter, platformToggle, signInAs as signInPageAs, test } from './fixtures';

const cards = (page: Page) => page.getByTestId('contest-card');
const saved = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/user/preferences') && response.request().method() === 'PUT',
  );

// Preferences do not depend on the width: this spec runs at the desktop's only (the config).
test('platforms and length are remembered on reload and on another device of the same user; a URL wins; Reset returns to all', async ({
  page,
  browser,
  signInAs,
}, info) => {
  // Two browsers, two sign-ins and several page loads.
  test.slow();
  const who = {
    sub: `prefs-${info.project.name}-${info.testId}`,
    email: `prefs-${info.project.name}-${info.testId}@example.com`,
    name: 'Ada Lovelace',
  };
  await signInAs(who);
  await page.goto('/');
  await expect(cards(page)).toHaveCount(8);
  let put = saved(page);
  await (await platformToggle(page, 'Codeforces')).click();
  await put;
  put = saved(page);
  await openFilter(page, 'Contest length');
  await page.getByText('Longer', { exact: true }).click();
  await put;
  await expect(page).toHaveURL(/\/\?platforms=codeforces&length=long$/);
  const codeforcesLong = await cards(page).count();

  // A reload of / opens on them.
  await page.goto('/');
  await expect(page).toHaveURL(/\/\?platforms=codeforces&length=long$/);
  await expect(page.getByRole('button', { name: 'Platforms: Codeforces' })).toBeVisible();
  await expect(await platformToggle(page, 'Codeforces')).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(codeforcesLong);

  // Another device: a browser context of its own, nothing on it but the same account.
  const elsewhere = await browser.newContext({
    baseURL: info.project.use.baseURL ?? '',
    viewport: info.project.use.viewport ?? null,
  });
  try {
    const other = await elsewhere.newPage();
    await other.route(/^https:\/\/accounts\.google\.com\//, (route) => route.abort());
    await signInPageAs(other, who);
    await other.goto('/');
    await expect(other).toHaveURL(/\/\?platforms=codeforces&length=long$/);
    await expect(other.getByRole('button', { name: 'Platforms: Codeforces' })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Contest length: Longer' })).toBeVisible();

    // A URL with its own filter wins, and changes nothing remembered.
    await other.goto('/?platforms=leetcode');
    await expect(other.getByRole('button', { name: 'Platforms: LeetCode' })).toBeVisible();
    await expect(await platformToggle(other, 'Codeforces')).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(other).toHaveURL(/\/\?platforms=leetcode$/);

    // 'Reset' there returns to all, on every device.
    await other.goto('/');
    await expect(other).toHaveURL(/length=long$/);
    put = saved(other);
    await other.getByRole('button', { name: 'Reset' }).click();
    await put;
    await expect(other).toHaveURL(/\/$/);
    await expect(cards(other)).toHaveCount(8);
  } finally {
    await elsewhere.close();
  }
  await page.goto('/');
  await expect(cards(page)).toHaveCount(8);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Reset' })).toHaveCount(0);
});
