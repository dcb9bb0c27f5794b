import { analyzeSettled } from '../support/axe';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';

// The card's one '⋯' menu (issue 30): 'Add to calendar' until the contest ends, 'Hide contests
// like this' when signed in; by keyboard, at every width, in both themes.

const cards = (page: Page) => page.getByTestId('contest-card');
const menuButton = (card: Locator) => card.getByRole('button', { name: /^More actions for / });

const someone = (info: TestInfo) => ({
  sub: `card-menu-${info.project.name}-${info.testId}`,
  email: `card-menu-${info.project.name}-${info.testId}@example.com`,
  name: 'Ada Lovelace',
});

async function seriousViolations(page: Page) {
  const results = await analyzeSettled(page);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

/** Opens a card's menu from the keyboard (focus, Enter) once it holds `lastItem`. */
async function openByKeyboard(page: Page, card: Locator, lastItem: string) {
  const button = menuButton(card);
  const menu = page.getByRole('menu');
  // Signed in, hiding joins the menu once the page knows who is signed in: ask again until it has.
  await expect(async () => {
    if (await menu.isVisible()) await page.keyboard.press('Escape');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem').last()).toHaveText(lastItem, { timeout: 2_000 });
  }).toPass();
  return { button, menu };
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`card menu, ${scheme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
    });

    test('signed in: calendar and hiding on an upcoming card, hiding alone on an ended one', async ({
      page,
      signInAs,
    }, info) => {
      test.slow();
      await signInAs(someone(info));
      await page.goto('/');
      const card = cards(page).filter({ hasText: 'Starters 178' });
      await expect(card.getByRole('button', { name: /^Bookmark/ })).toBeVisible();
      // '⋯' to the eye; the name above is for screen readers.
      await expect(menuButton(card).locator('[aria-hidden="true"]')).toHaveText('⋯');

      const { button, menu } = await openByKeyboard(page, card, 'Hide contests like this');
      await expect(menu.getByRole('group', { name: 'Add to calendar' })).toBeVisible();
      await expect(menu.getByRole('menuitem')).toHaveText([
        /Google Calendar/,
        /Outlook/,
        /Download \.ics/,
        'Hide contests like this',
      ]);
      // Home, not ArrowDown: where focus starts depends on how the menu opened (retried above).
      await page.keyboard.press('Home');
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      await page.keyboard.press('End');
      await expect(menu.getByRole('menuitem', { name: 'Hide contests like this' })).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();

      // Tab closes the menu and moves on from its button, as from any button;
      // Shift+Tab comes back to it (issue 48: Tab did nothing in an open menu).
      await openByKeyboard(page, card, 'Hide contests like this');
      await page.keyboard.press('Tab');
      await expect(menu).toBeHidden();
      await expect(button).not.toBeFocused();
      // On to the next stop (the next card's, or what follows the list when this card is the
      // last: the demo's order moves with the hour), not lost to the page.
      expect(
        await page.evaluate(
          () => document.activeElement !== null && document.activeElement !== document.body,
        ),
      ).toBe(true);
      await page.keyboard.press('Shift+Tab');
      await expect(button).toBeFocused();

      await page.goto('/?tab=past');
      const ended = cards(page).first();
      await expect(ended.getByRole('button', { name: /^Bookmark/ })).toBeVisible();
      const past = await openByKeyboard(page, ended, 'Hide contests like this');
      await expect(past.menu.getByRole('menuitem')).toHaveText(['Hide contests like this']);
      await expect(past.menu.getByRole('group', { name: 'Add to calendar' })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('signed out: calendar items only, and no menu at all on ended contests', async ({
      page,
    }) => {
      test.slow();
      await page.goto('/');
      const card = cards(page).filter({ hasText: 'Starters 178' });
      const { menu } = await openByKeyboard(page, card, 'Download .ics');
      await expect(menu.getByRole('menuitem')).toHaveText([
        /Google Calendar/,
        /Outlook/,
        /Download \.ics/,
      ]);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await page.goto('/?tab=past');
      await expect(cards(page)).toHaveCount(12);
      await expect(page.getByRole('button', { name: /^More actions for / })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
