import { analyzeSettled } from '../support/axe';
import type { Page, TestInfo } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_SUB } from '../support/google';
import { expect, signInAs as signInPageAs, test } from './fixtures';

const cards = (page: Page) => page.getByTestId('contest-card');

/** A user of this test alone (the demo database is shared by every test and width), or the admin. */
const someone = (info: TestInfo, role = 'user') => ({
  sub: role === 'admin' ? ADMIN_SUB : `${role}-${info.project.name}-${info.testId}`,
  email: role === 'admin' ? ADMIN_EMAIL : `${role}-${info.project.name}-${info.testId}@example.com`,
  name: role === 'admin' ? 'Grace Hopper' : 'Ada Lovelace',
});

/** On phones the header's content sits behind the menu toggle. */
async function openMenuIfCollapsed(page: Page) {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
}

test.describe('accounts', () => {
  test('signs in and shows the signed-in header, then logs out', async ({
    page,
    signInAs,
  }, info) => {
    const account = await signInAs(someone(info));
    await page.goto('/');
    await openMenuIfCollapsed(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'My Bookmarks' }).last()).toBeVisible();
    await expect(header.getByRole('link', { name: 'Profile' }).last()).toBeVisible();
    await expect(header.getByText(account.email).last()).toBeVisible();
    await expect(header.getByText('Ada Lovelace').last()).toBeVisible();
    await expect(header.getByTestId('avatar-letter').last()).toHaveText('A');
    await header.getByRole('button', { name: 'Logout' }).last().click();
    await expect(header.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The server forgot the session too.
    const profile = await page.request.get('/user/profile', {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(profile.status()).toBe(401);
  });

  test('a stale token at start-up leaves the visitor signed out, with no error page', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('token', 'revoked-or-made-up');
    });
    await page.goto('/');
    await expect(cards(page)).toHaveCount(8);
    await expect(page.getByText('Failed to load contests. Please try again later.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Bookmark/ })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('bookmarks and unbookmarks from the home page', async ({ page, signInAs }, info) => {
    await signInAs(someone(info));
    await page.goto('/');
    const card = cards(page).filter({ hasText: 'Starters 178' });
    await card.getByRole('button', { name: /^Bookmark Starters 178/ }).click();
    await expect(page.getByTestId('toast')).toHaveText(
      'Bookmarked Starters 178 (Rated till 6 star)',
    );
    await expect(card.getByRole('button', { name: /^Bookmarked/ })).toBeVisible();

    await page.goto('/my_bookmarks');
    await expect(page.getByRole('heading', { name: 'My Bookmarks' })).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('Starters 178');
    await page.goto('/');
    await cards(page)
      .filter({ hasText: 'Starters 178' })
      .getByRole('button', { name: /^Bookmarked/ })
      .click();
    await expect(
      cards(page)
        .filter({ hasText: 'Starters 178' })
        .getByRole('button', { name: /^Bookmark / }),
    ).toBeVisible();
    await page.goto('/my_bookmarks');
    await expect(page.getByText('No bookmarked contests found.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  });

  test('pages through /my_bookmarks, past contests newest first', async ({
    page,
    signInAs,
  }, info) => {
    const { token } = await signInAs(someone(info));
    const past = (await (
      await page.request.get('/contests/past_contest?page=0&pageSize=14')
    ).json()) as { pastContests: { id: string; title: string }[] };
    for (const contest of past.pastContests) {
      const response = await page.request.post('/user/bookmarks', {
        headers: { authorization: `Bearer ${token}` },
        data: { contestId: contest.id },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto('/my_bookmarks');
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByText('Page 1')).toBeVisible();
    // Bookmarked newest first, or not: the list goes by time, under its heading.
    await expect(page.getByRole('heading', { name: 'Past', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Running and upcoming' })).toHaveCount(0);
    await expect(cards(page).first()).toContainText(past.pastContests[0]?.title ?? '');
    const next = page.getByRole('button', { name: 'Next' });
    await next.click();
    await expect(page.getByText('Page 2')).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
    await expect(next).toBeDisabled();
    // The oldest contest is the last one shown.
    await expect(cards(page).last()).toContainText(past.pastContests[13]?.title ?? '');
  });

  test('shows the profile with the right badge', async ({ page, signInAs }, info) => {
    test.slow();
    await signInAs(someone(info));
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(page.getByTestId('role-badge')).toHaveText('User');
    // No promise of features to come (issue 30): the page shows what it has.
    await expect(page.getByText(/coming soon|view-only/i)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
    const results = await analyzeSettled(page);
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });

  test('a plain user never sees Add Solution', async ({ page, signInAs }, info) => {
    await signInAs(someone(info));
    await page.goto('/?tab=past');
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByRole('button', { name: /^Bookmark/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Add Solution/ })).toHaveCount(0);
  });

  test('an admin adds a solution and sees Watch Solution', async ({ page, signInAs }, info) => {
    await signInAs(someone(info, 'admin'));
    await page.goto('/profile');
    await expect(page.getByTestId('role-badge')).toHaveText('Admin');
    // Each width works on its own contest, so parallel runs never meet.
    const round = { 'mobile-375': '170', 'tablet-768': '169', 'desktop-1280': '168' }[
      info.project.name
    ];
    await page.goto('/?tab=past&platforms=codechef');
    const card = cards(page).filter({ hasText: `Starters ${round ?? '167'}` });
    await card.getByRole('button', { name: /^Add Solution/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Video Solution Link' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByPlaceholder('Paste YouTube link...');
    await input.fill('https://vimeo.com/12345');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'videoSolution must be a YouTube video link',
    );
    await expect(input).toHaveValue('https://vimeo.com/12345');
    await input.fill('https://youtu.be/dQw4w9WgXcQ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('toast')).toHaveText('Video Solution Link Saved');
    await expect(dialog).toBeHidden();
    const watch = card.getByRole('link', { name: /^Watch Solution/ });
    await expect(watch).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expect(card.getByRole('button', { name: /^Add Solution/ })).toHaveCount(0);
  });

  test('Sign out everywhere on /profile signs out another browser on its next request', async ({
    page,
    browser,
    signInAs,
  }, info) => {
    // Two browsers, two sign-ins and five page loads: under CI's load this outgrows 30 s.
    test.slow();
    const who = someone(info);
    const mine = await signInAs(who);
    // Another device: a browser context of its own, signed in to the same account.
    const elsewhere = await browser.newContext({
      baseURL: info.project.use.baseURL ?? '',
      viewport: info.project.use.viewport ?? null,
    });
    try {
      const other = await elsewhere.newPage();
      await other.route(/^https:\/\/accounts\.google\.com\//, (route) => route.abort());
      const theirs = await signInPageAs(other, who);
      await other.goto('/');
      const bookmark = other.getByRole('button', { name: /^Bookmark Starters 178/ });
      await expect(bookmark).toBeVisible();

      await page.goto('/profile');
      await expect(page.getByTestId('role-badge')).toHaveText('User');
      // The page appears whole (profile.test.tsx): every section is there before anything is clicked.
      await expect(page.getByText('You have no feed URL yet.')).toBeVisible();
      await expect(page.getByText(/^You hide no series\./)).toBeVisible();
      await page.getByRole('button', { name: 'Sign out everywhere' }).click();
      await expect(page.getByTestId('toast')).toHaveText('Signed out everywhere');
      await expect(page.getByText('Sign in to see your profile.')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      // The other browser still shows itself signed in, until its next request.
      await bookmark.click();
      await expect(other.getByRole('button', { name: /^Bookmark/ })).toHaveCount(0);
      await expect.poll(() => other.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await other.goto('/profile');
      await expect(other.getByText('Sign in to see your profile.')).toBeVisible();
      for (const token of [mine.token, theirs.token]) {
        const profile = await page.request.get('/user/profile', {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(profile.status()).toBe(401);
      }
    } finally {
      await elsewhere.close();
    }
  });
});
