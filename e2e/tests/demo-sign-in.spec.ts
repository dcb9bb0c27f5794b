import type { Page } from '@playwright/test';
import { parseIcs } from '../support/ics';
import { expect, test } from './fixtures';

/** On phones the header's content sits behind the menu toggle. */
async function openMenuIfCollapsed(page: Page) {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
}

async function closeMenuIfOpen(page: Page) {
  const toggle = page.getByRole('button', { name: 'Close menu' });
  if (await toggle.isVisible()) await toggle.click();
}

/** Signs in with the demo's own button, from the keyboard, as a visitor would. */
async function tryAs(page: Page, label: 'Try as a demo user' | 'Try as the demo admin') {
  await page.goto('/');
  await openMenuIfCollapsed(page);
  const header = page.getByRole('banner');
  await expect(header.getByText('Sign-in is not configured')).toHaveCount(0);
  const button = header.getByRole('button', { name: label }).last();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(header.getByRole('button', { name: 'Logout' }).last()).toBeVisible();
  await expect(header.getByRole('button', { name: label })).toHaveCount(0);
  return header;
}

// The demo's two accounts are shared by every width, and the widths run side by side: each
// width bookmarks a contest of its own.
const CONTEST: Record<string, { title: string; id: string }> = {
  'mobile-375': { title: 'Starters 179', id: 'codechef-START179' },
  'tablet-768': {
    title: 'Educational Codeforces Round 162 (Rated for Div. 2)',
    id: 'codeforces-1923',
  },
  'desktop-1280': { title: 'Codeforces Round 927 (Div. 3)', id: 'codeforces-1932' },
};

test.describe("the demo's 'Try as …' buttons", () => {
  test('the demo user reaches /profile, bookmarks a contest and gets the feed URL', async ({
    page,
  }, info) => {
    // Sign-in, a bookmark, /profile and a feed: several round trips on a machine the other
    // specs keep busy.
    test.slow();
    const contest = CONTEST[info.project.name];
    if (!contest) throw new Error(`no demo contest chosen for ${info.project.name}`);
    const header = await tryAs(page, 'Try as a demo user');
    await expect(header.getByText('demo-user@example.com').last()).toBeVisible();
    await closeMenuIfOpen(page);

    const card = page.getByTestId('contest-card').filter({ hasText: contest.title });
    await card.getByRole('button', { name: `Bookmark ${contest.title}`, exact: true }).click();
    await expect(page.getByTestId('toast')).toHaveText(`Bookmarked ${contest.title}`);
    await expect(card.getByRole('button', { name: /^Bookmarked/ })).toBeVisible();

    await openMenuIfCollapsed(page);
    await header.getByRole('link', { name: 'Profile' }).last().click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    const field = page.getByLabel('Your feed URL');
    // The first width to get here makes the account's feed URL; the others make a new one, which
    // stops the old one working. So a width may see its URL replaced by another's before it
    // fetches it: it then makes one again.
    const makeOrRegenerate = page.getByRole('button', { name: /^(Make my|Regenerate) feed URL$/ });
    // /profile appears whole once every section's data is in: a busy machine takes a while.
    await expect(makeOrRegenerate).toBeVisible({ timeout: 30_000 });
    await expect(async () => {
      const before = (await field.isVisible()) ? await field.inputValue() : '';
      await makeOrRegenerate.click();
      await expect(field).not.toHaveValue(before);
      await expect(field).toHaveValue(/\/calendar\/u\/[A-Za-z0-9_-]{43}\.ics$/);
      const feed = await page.request.get(await field.inputValue());
      expect(feed.status()).toBe(200);
      const uids = parseIcs(await feed.text()).map((event) => event.uid);
      expect(uids).toContainEqual(expect.stringMatching(new RegExp(`^${contest.id}@`)));
    }).toPass({ timeout: 30_000 });
  });

  test('the demo admin sees the review queue', async ({ page }) => {
    const header = await tryAs(page, 'Try as the demo admin');
    await header.getByRole('link', { name: 'Review solutions' }).last().click();
    await expect(page).toHaveURL(/\/admin\/solutions$/);
    await expect(page.getByRole('heading', { name: 'Review solution videos' })).toBeVisible();
    await expect(page.getByTestId('queued-video').first()).toBeVisible();
  });
});
