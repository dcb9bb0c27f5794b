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
  test('a Discord channel, a test message and a rule, all from the keyboard', async ({
    page,
    signInAs,
  }, info) => {
    test.slow();
    await signInAs(someone(info));
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Reminders' });
    await expect(section.getByText(/^No channels yet: add Discord/)).toBeVisible();
    // The demo has no Telegram bot: only Discord is offered.
    await expect(section.getByRole('button', { name: 'Add Telegram' })).toHaveCount(0);
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

    await channel.getByRole('button', { name: /^Send a test to / }).focus();
    await page.keyboard.press('Enter');
    await expect(channel.getByRole('status')).toHaveText('Test sent');

    await section.getByRole('button', { name: 'Add a rule' }).focus();
    await page.keyboard.press('Enter');
    const rule = section.getByRole('group', { name: 'Rule 1' });
    await expect(rule.getByLabel('1 hour before')).toBeChecked();
    await expect(rule.getByLabel(/^Discord webhook/)).toBeChecked();
    await rule.getByLabel('My bookmarked contests').focus();
    await page.keyboard.press('ArrowDown');
    await expect(rule.getByLabel('Every contest of chosen platforms')).toBeChecked();
    await rule.getByLabel('CodeChef').focus();
    await page.keyboard.press('Space');
    await rule.getByLabel('15 minutes before').focus();
    await page.keyboard.press('Space');
    expect(await serious(page)).toEqual([]);
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
    await expect(saved.getByLabel('1 hour before')).toBeChecked();
    await expect(saved.getByLabel('Every contest of chosen platforms')).toBeChecked();
  });
});
