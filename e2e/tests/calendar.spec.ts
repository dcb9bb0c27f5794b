import { readFile } from 'node:fs/promises';
import { analyzeSettled } from '../support/axe';
import type { Page, TestInfo } from '@playwright/test';
import { parseIcs } from '../support/ics';
import { expect, platformToggle, test } from './fixtures';

const cards = (page: Page) => page.getByTestId('contest-card');

const someone = (info: TestInfo) => ({
  sub: `calendar-${info.project.name}-${info.testId}`,
  email: `calendar-${info.project.name}-${info.testId}@example.com`,
  name: 'Ada Lovelace',
});

/** `20260301T120000Z`, Google's form of an instant. */
const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

async function openCardMenu(page: Page, title: string) {
  const card = cards(page).filter({ hasText: title });
  const trigger = card.getByRole('button', { name: /^More actions for/ });
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return { card, trigger, menu };
}

test.describe('calendars', () => {
  test('the card menu works by keyboard alone', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(8);
    const trigger = cards(page)
      .first()
      .getByRole('button', { name: /^More actions for/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText([
      /Google Calendar/,
      /Outlook/,
      /Download \.ics/,
    ]);
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: /Outlook/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(
      cards(page)
        .first()
        .getByRole('button', { name: /^More actions for/ }),
    ).toBeFocused();
    await expect(trigger).toBeVisible();
  });

  test('the Google and Outlook links carry the card’s UTC times and open in a new tab', async ({
    page,
  }) => {
    await page.goto('/');
    const { card, menu } = await openCardMenu(page, 'Starters 178');
    const start = await card.locator('time').getAttribute('datetime');
    expect(start).toBeTruthy();
    const contest = (
      (await (await page.request.get('/contests/upcoming')).json()) as {
        upcomingContests: { title: string; start_date: string; duration: number; link: string }[];
      }
    ).upcomingContests.find((c) => c.title.startsWith('Starters 178'));
    expect(contest?.start_date).toBe(start);
    const end = new Date(Date.parse(start ?? '') + (contest?.duration ?? 0) * 60_000).toISOString();

    const google = menu.getByRole('menuitem', { name: /Google Calendar/ });
    await expect(google).toHaveAttribute('target', '_blank');
    await expect(google).toHaveAttribute('rel', /noopener/);
    const googleUrl = new URL((await google.getAttribute('href')) ?? '');
    expect(googleUrl.searchParams.get('dates')).toBe(`${utcStamp(start ?? '')}/${utcStamp(end)}`);
    expect(googleUrl.searchParams.get('details')).toContain(contest?.link);

    const outlook = menu.getByRole('menuitem', { name: /Outlook/ });
    await expect(outlook).toHaveAttribute('rel', /noopener/);
    const outlookUrl = new URL((await outlook.getAttribute('href')) ?? '');
    expect(outlookUrl.searchParams.get('startdt')).toBe(start);
    expect(outlookUrl.searchParams.get('enddt')).toBe(end);
  });

  test('Download .ics gives a file the parser reads, matching the card', async ({ page }) => {
    await page.goto('/');
    // Read before the menu opens: an open menu hides the rest of the page from assistive tech.
    const card = cards(page).filter({ hasText: 'Starters 178' });
    const title = (await card.getByRole('heading').textContent())?.replace(
      ' (opens in a new tab)',
      '',
    );
    const start = await card.locator('time').getAttribute('datetime');
    const { menu } = await openCardMenu(page, 'Starters 178');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      menu.getByRole('menuitem', { name: /Download \.ics/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const events = parseIcs(await readFile(await download.path(), 'utf8'));
    expect(events).toHaveLength(1);
    expect(events[0]?.summary).toBe(title);
    expect(events[0]?.start).toBe(start);
    expect(events[0]?.categories).toEqual(['CodeChef']);
  });

  test('Subscribe offers the feed of the filtered platforms', async ({ page }) => {
    await page.goto('/');
    await (await platformToggle(page, 'LeetCode')).click();
    await page.getByRole('button', { name: /Subscribe/ }).click();
    const dialog = page.getByRole('dialog');
    const url = await dialog.getByLabel('Feed URL').inputValue();
    expect(new URL(url).searchParams.get('platforms')).toBe('leetcode');
    await expect(dialog.getByTestId('webcal-link')).toHaveAttribute(
      'href',
      url.replace(/^http:/, 'webcal:'),
    );
    await expect(dialog.getByText(/Google Calendar:/)).toBeVisible();
    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    const events = parseIcs(await feed.text());
    expect(events.length).toBeGreaterThan(0);
    expect(new Set(events.flatMap((event) => event.categories))).toEqual(new Set(['LeetCode']));
  });

  test('/profile: the feed URL, copy, Regenerate (old URL 404) and the reminder', async ({
    page,
    context,
    signInAs,
  }, info) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const account = await signInAs(someone(info));
    const auth = { authorization: `Bearer ${account.token}` };
    await page.request.post('/user/bookmarks', {
      headers: auth,
      data: { contestId: 'codechef-START178' },
    });
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Make my feed URL' }).click();
    const field = page.getByLabel('Your feed URL');
    await expect(field).toHaveValue(/\/calendar\/u\/[A-Za-z0-9_-]{43}\.ics$/);
    const first = await field.inputValue();
    await page.getByRole('button', { name: /^Copy/ }).click();
    await expect(page.getByRole('button', { name: /^Copied/ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

    const before = parseIcs(await (await page.request.get(first)).text());
    expect(before.map((event) => event.uid)).toEqual([
      expect.stringMatching(/^codechef-START178@/),
    ]);
    expect(before[0]?.alarmSeconds).toEqual([-1800]);

    await page.getByRole('button', { name: 'Regenerate feed URL' }).click();
    await expect(field).not.toHaveValue(first);
    const second = await field.inputValue();
    expect((await page.request.get(first)).status()).toBe(404);
    expect((await page.request.get(second)).status()).toBe(200);

    await page.getByLabel('Reminder before each contest').selectOption({ label: '1 hour before' });
    await expect(page.getByText('Reminder saved')).toBeVisible();
    const after = parseIcs(await (await page.request.get(second)).text());
    expect(after[0]?.alarmSeconds).toEqual([-3600]);
    await page.reload();
    await expect(page.getByLabel('Reminder before each contest')).toHaveValue('60');
  });

  test('has no serious axe violations with a card menu open and on /profile', async ({
    page,
    signInAs,
  }, info) => {
    test.slow();
    const serious = async () =>
      (await analyzeSettled(page)).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id);
    await signInAs(someone(info));
    await page.goto('/');
    await openCardMenu(page, 'Starters 178');
    expect(await serious()).toEqual([]);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Make my feed URL' }).click();
    await expect(page.getByLabel('Your feed URL')).toBeVisible();
    expect(await serious()).toEqual([]);
  });
});
