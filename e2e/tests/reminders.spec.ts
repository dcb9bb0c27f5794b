import { analyzeSettled } from '../support/axe';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';

const someone = (info: TestInfo) => ({
  sub: `reminders-${info.project.name}-${info.testId}`,
  email: `reminders-${info.project.name}-${info.testId}@example.com`,
  name: 'Grace Hopper',
});

const serious = async (page: Page) =>
  (await analyzeSettled(page)).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id);

const WEBHOOK = 'https://discord.com/api/webhooks/123456789012345678/e2e-secret_token-WXYZ';

test.describe('reminders on /profile', () => {
  test('a Discord channel with its rule in one step, a test message, an edited rule guarded until saved, all from the keyboard', async ({
    page,
    signInAs,
  }, info) => {
    test.slow();
    await signInAs(someone(info));
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Reminders' });
    await expect(section.getByText(/^No channels yet: add Discord/)).toBeVisible();
    // The demo has no Telegram bot: Telegram is neither offered nor promised.
    await expect(section.getByRole('button', { name: 'Add Telegram' })).toHaveCount(0);
    await expect(section).not.toContainText('Telegram');
    // The calendar feed's alarm is one of the reminders.
    await expect(section.getByRole('heading', { name: 'In my calendar feed' })).toBeVisible();
    await expect(section.getByLabel('Reminder before each contest')).toBeVisible();
    // What the new channel reminds of is asked with it, the usual answer preselected.
    await expect(section.getByLabel('Bookmarked contests, 30 min before')).toBeChecked();
    expect(await serious(page)).toEqual([]);

    const field = section.getByLabel('Discord webhook URL');
    await field.focus();
    await page.keyboard.type('https://example.com/api/webhooks/1/x');
    await page.keyboard.press('Enter');
    await expect(section.getByRole('alert')).toHaveText(
      'Discord webhook URL must be a Discord webhook URL (https://discord.com/api/webhooks/…)',
    );
    await field.fill('');
    await page.keyboard.type(WEBHOOK);
    await page.keyboard.press('Enter');
    const channel = section.getByTestId('reminder-channel');
    await expect(channel).toHaveCount(1);
    // Shown masked: the token's last four characters, never the token.
    await expect(channel).toContainText('••••WXYZ');
    await expect(section).not.toContainText('e2e-secret_token');
    // Saved with its rule: the channel reminds of something from the start.
    const rule = section.getByRole('group', { name: 'Rule 1' });
    await expect(rule.getByLabel('My bookmarked contests')).toBeChecked();
    await expect(rule.getByLabel('30 minutes before')).toBeChecked();
    await expect(rule.getByLabel(/^Discord webhook/)).toBeChecked();

    await channel.getByRole('button', { name: /^Send a test to / }).focus();
    await page.keyboard.press('Enter');
    await expect(channel.getByRole('status')).toHaveText('Test sent');

    await rule.getByLabel('My bookmarked contests').focus();
    await page.keyboard.press('ArrowDown');
    await expect(rule.getByLabel('Every contest of chosen platforms')).toBeChecked();
    await rule.getByLabel('CodeChef').focus();
    await page.keyboard.press('Space');
    await rule.getByLabel('15 minutes before').focus();
    await page.keyboard.press('Space');
    await expect(section.getByText('Changed, not saved yet.')).toBeVisible();
    expect(await serious(page)).toEqual([]);
    // Leaving with the rule unsaved asks first; staying keeps every edit.
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      });
    });
    await page.locator('header a[href="/"]').first().click();
    expect(await asked).toBe('Your reminder rules are not saved. Leave without saving?');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(rule.getByLabel('CodeChef')).toBeChecked();

    await section.getByRole('button', { name: 'Save reminders' }).focus();
    await page.keyboard.press('Enter');
    await expect(section.getByRole('status').last()).toHaveText('Reminders saved');
    await expect(section.getByText(/^Times in messages use your time zone: UTC\.$/)).toBeVisible();

    await page.reload();
    const saved = page.getByRole('region', { name: 'Reminders' }).getByRole('group', {
      name: 'Rule 1',
    });
    await expect(saved.getByLabel('CodeChef')).toBeChecked();
    await expect(saved.getByLabel('15 minutes before')).toBeChecked();
    await expect(saved.getByLabel('30 minutes before')).toBeChecked();
    await expect(saved.getByLabel('Every contest of chosen platforms')).toBeChecked();
  });
});
