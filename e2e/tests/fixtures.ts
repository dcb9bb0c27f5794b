import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { mintGoogleToken } from '../support/google';

async function waitForSync(request: APIRequestContext) {
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/status');
        const body = (await response.json()) as { platforms: { lastSuccessAt: string | null }[] };
        return body.platforms.every((platform) => platform.lastSuccessAt !== null);
      },
      { timeout: 60_000, message: 'the demo server synced every platform' },
    )
    .toBe(true);
}

export interface Account {
  token: string;
  email: string;
  name: string;
}

/**
 * Signs in the way the browser does after Google's button: a Google ID token (minted with the
 * test key the server trusts) posted to /auth/google; the answer's session token is stored
 * under localStorage `token` before any page script runs.
 */
export async function signInAs(page: Page, who: { sub: string; email: string; name: string }) {
  const credential = await mintGoogleToken(who);
  const response = await page.request.post('/auth/google', { data: { credential } });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => {
    window.localStorage.setItem('token', value);
  }, token);
  return { token, email: who.email, name: who.name } satisfies Account;
}

/**
 * Opens one of the home page's folded filters ('Platforms: All ▾', 'Any length ▾'; issue 48).
 * A press before the page's script has taken over does nothing, so it presses until it opens.
 */
export async function openFilter(page: Page, which: 'Platforms' | 'Contest length') {
  const disclosure = page.getByRole('button', { name: new RegExp(`^${which}: `) });
  await expect(async () => {
    if ((await disclosure.getAttribute('aria-expanded')) !== 'true') await disclosure.click();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
}

/** A platform's toggle, its 'Platforms' disclosure opened first. */
export async function platformToggle(page: Page, name: string) {
  await openFilter(page, 'Platforms');
  return page.getByRole('button', { name, exact: true });
}

/** Every test starts once the demo server holds all three platforms' contests. */
export const test = base.extend<
  { signInAs: (who: { sub: string; email: string; name: string }) => Promise<Account> },
  { synced: true }
>({
  // Google's script cannot load on this closed network: fail it at once instead of waiting.
  page: async ({ page }, use) => {
    await page.route(/^https:\/\/accounts\.google\.com\//, (route) => route.abort());
    await use(page);
  },
  signInAs: async ({ page }, use) => {
    await use((who) => signInAs(page, who));
  },
  synced: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL ?? '',
      });
      await waitForSync(request);
      await request.dispose();
      await use(true);
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect };
