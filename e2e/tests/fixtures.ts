import { test as base, expect, type APIRequestContext } from '@playwright/test';

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

/** Every test starts once the demo server holds all three platforms' contests. */
export const test = base.extend<object, { synced: true }>({
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
