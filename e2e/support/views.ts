import { expect, type Page } from '@playwright/test';
import { analyzeSettled } from './axe';

/**
 * axe finds nothing serious on the page as it stands, in the light and then the dark theme. The
 * theme follows the system, so both are checked without a reload.
 */
export async function expectAxeCleanInBothThemes(page: Page, view: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveClass(
      scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
    );
    const results = await analyzeSettled(page);
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(
      serious.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      ),
      `${view}, ${scheme} theme`,
    ).toEqual([]);
  }
}

/** Signs in to one of the demo's own accounts (read only here: nothing is saved to them). */
export async function signInToTheDemo(page: Page, role: 'user' | 'admin') {
  const response = await page.request.post('/demo/sign-in', { data: { role } });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => {
    window.localStorage.setItem('token', value);
  }, token);
}
