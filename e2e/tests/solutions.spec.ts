import { analyzeSettled } from '../support/axe';
import type { Page, TestInfo } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_SUB } from '../support/google';
import { expect, test } from './fixtures';

const cards = (page: Page) => page.getByTestId('contest-card');

const user = (info: TestInfo) => ({
  sub: `user-${info.project.name}-${info.testId}`,
  email: `user-${info.project.name}-${info.testId}@example.com`,
  name: 'Ada Lovelace',
});

/** On phones the header's content sits behind the menu toggle. */
async function openMenuIfCollapsed(page: Page) {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
}

/** The 1-based past-list page (12 a page, newest first) that holds a contest. */
async function pastPageOf(page: Page, platform: string, contestId: string): Promise<number> {
  for (let n = 0; n < 50; n++) {
    const response = await page.request.get(
      `/contests/past_contest?platforms=${platform}&page=${n}`,
    );
    const body = (await response.json()) as { pastContests: { id: string }[] };
    if (body.pastContests.some((c) => c.id === contestId)) return n + 1;
  }
  throw new Error(`${contestId} is not in the past list`);
}

/** The admin is one Google account at every width: the first to sign in with ADMIN_EMAIL holds it. */
const admin = {
  sub: ADMIN_SUB,
  email: ADMIN_EMAIL,
  name: 'Grace Hopper',
};

test.describe('solution links', () => {
  test('an admin sees no Add Solution on a running contest, and the server refuses one', async ({
    page,
    signInAs,
  }) => {
    const account = await signInAs(admin);
    await page.goto('/?platforms=codechef');
    const live = cards(page).filter({ hasText: 'Starters 178' });
    await expect(live.getByText('Live')).toBeVisible();
    await expect(live.getByRole('button', { name: /^Bookmark/ })).toBeVisible();
    await expect(live.getByRole('button', { name: /Add Solution/ })).toHaveCount(0);
    const refused = await page.request.post('/contests/upload_solution', {
      headers: { authorization: `Bearer ${account.token}` },
      data: { contestId: 'codechef-START178', videoSolution: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /only after the contest has ended/,
    );
  });

  test('an admin attaches a queued video and the card shows Watch Solution', async ({
    page,
    signInAs,
  }, info) => {
    await signInAs(admin);
    // Each width works on its own round, so parallel runs never meet.
    const round =
      { 'mobile-375': '908', 'tablet-768': '906', 'desktop-1280': '901' }[info.project.name] ??
      '901';
    const div2 =
      { '908': 'codeforces-1894', '906': 'codeforces-1890', '901': 'codeforces-1875' }[round] ??
      'codeforces-1875';
    await page.goto('/');
    await openMenuIfCollapsed(page);
    await page.getByRole('banner').getByRole('link', { name: 'Review solutions' }).last().click();
    await expect(page.getByRole('heading', { name: 'Review solution videos' })).toBeVisible();
    const video = page
      .getByTestId('queued-video')
      .filter({ hasText: `Codeforces Round ${round} | Problems A to D` });
    await expect(video.getByText('could be several rounds')).toBeVisible();
    await expect(
      video.getByText(`Codeforces Round ${round} (Div. 1)`, { exact: true }),
    ).toBeVisible();
    await video
      .getByRole('button', { name: `Attach to Codeforces Round ${round} (Div. 2)` })
      .click();
    await expect(page.getByTestId('toast')).toHaveText(
      `Attached to Codeforces Round ${round} (Div. 2)`,
    );
    await expect(video).toHaveCount(0);

    const n = await pastPageOf(page, 'codeforces', div2);
    await page.goto(`/?tab=past&platforms=codeforces&page=${n}`);
    const card = cards(page).filter({ hasText: `Codeforces Round ${round} (Div. 2)` });
    await expect(card.getByRole('link', { name: /^Watch Solution/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.youtube\.com\/watch\?v=/,
    );
    await card.getByRole('button', { name: /^Edit Solution/ }).click();
    await expect(page.getByTestId('solution-source')).toHaveText(
      'Current link: added by an admin.',
    );
  });

  test('a matched link says where it came from in the admin dialog', async ({ page, signInAs }) => {
    await signInAs(admin);
    await page.goto('/?tab=past&platforms=codechef');
    const card = cards(page).filter({ hasText: 'Starters 177' });
    await expect(card.getByRole('link', { name: /^Watch Solution/ })).toBeVisible();
    await card.getByRole('button', { name: /^Edit Solution/ }).click();
    await expect(page.getByTestId('solution-source')).toHaveText(
      'Current link: found automatically in the solution playlists.',
    );
  });

  test('a plain user gets 403 from the queue API and sees no admin link', async ({
    page,
    signInAs,
  }, info) => {
    const account = await signInAs(user(info));
    await page.goto('/');
    await openMenuIfCollapsed(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Profile' }).last()).toBeVisible();
    await expect(header.getByRole('link', { name: 'Review solutions' })).toHaveCount(0);
    const refused = await page.request.get('/api/admin/solutions', {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(refused.status()).toBe(403);
    await page.goto('/admin/solutions');
    await expect(page.getByText('Only admins can review solution videos.')).toBeVisible();
  });

  test('the review queue has no serious or critical axe violations', async ({ page, signInAs }) => {
    test.slow();
    await signInAs(admin);
    await page.goto('/admin/solutions');
    await expect(page.getByTestId('queued-video').first()).toBeVisible();
    const results = await analyzeSettled(page);
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });

  test('the spoiler-safe preference hides solution links until opened', async ({
    page,
    signInAs,
  }, info) => {
    await signInAs(user(info));
    await page.goto('/?tab=past&platforms=codechef');
    const card = cards(page).filter({ hasText: 'Starters 177' });
    await expect(card.getByRole('link', { name: /^Watch Solution/ })).toBeVisible();

    await page.goto('/profile');
    const box = page.getByRole('checkbox', { name: 'Hide solution links until I open them' });
    await expect(box).not.toBeChecked();
    await box.check();
    await expect(box).toBeChecked();
    await expect(box).toBeEnabled();

    await page.goto('/?tab=past&platforms=codechef');
    const reveal = card.getByRole('button', { name: /^Solution available/ });
    await expect(reveal).toBeVisible();
    await expect(card.getByRole('link', { name: /^Watch Solution/ })).toHaveCount(0);
    await reveal.click();
    await expect(card.getByRole('link', { name: /^Watch Solution/ })).toBeFocused();
    // Other cards stay hidden; the preference is the user's, so a reload keeps it.
    await page.reload();
    await expect(card.getByRole('button', { name: /^Solution available/ })).toBeVisible();

    await page.goto('/profile');
    await page.getByRole('checkbox', { name: 'Hide solution links until I open them' }).uncheck();
    await page.goto('/?tab=past&platforms=codechef');
    await expect(card.getByRole('link', { name: /^Watch Solution/ })).toBeVisible();
  });
});
