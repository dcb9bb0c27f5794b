import { expect, test } from './fixtures';

test.describe('the API reference', () => {
  test('renders from our own origin, with no console error', async ({ page, baseURL }) => {
    // The reference's script is about a megabyte and draws every operation: 10-20 s on two busy
    // cores before the first click, where 30 s timed out.
    test.slow();
    const errors: string[] = [];
    const elsewhere: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.hostname !== '127.0.0.1') elsewhere.push(request.url());
    });

    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /Contest Tracker API/ })).toBeVisible({
      timeout: 30_000,
    });
    // An operation of each group is listed, and opening one shows its answers.
    const operation = (name: RegExp) => page.getByRole('button', { name });
    await expect(operation(/^GET \/contests\/past_contest /)).toBeVisible();
    await expect(operation(/^GET \/user\/bookmarks /)).toBeVisible();
    await operation(/^GET \/contests\/getContestById\/\{id\} /).click();
    await expect(page.getByText('Nothing by that id').first()).toBeVisible();

    // Laid out at the screen's width: without a viewport a phone drew it 981 px wide (issue 48).
    expect(await page.evaluate(() => window.innerWidth)).toBe(page.viewportSize()?.width);

    expect(new URL(baseURL ?? '').hostname).toBe('127.0.0.1');
    expect(elsewhere).toEqual([]);
    expect(errors).toEqual([]);
  });
});
