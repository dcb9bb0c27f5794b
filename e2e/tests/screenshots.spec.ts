import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from './fixtures';

// `npm run screenshots` runs this spec with SCREENSHOTS_DIR=docs to re-make the README's pictures;
// in `npm test` it checks that they can still be made, into the test's own output.
const target = process.env.SCREENSHOTS_DIR;

test("the README's screenshots of the home page, light and dark", async ({ page }, info) => {
  const dir = target ? resolve(target) : info.outputPath();
  mkdirSync(dir, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await expect(page.getByTestId('contest-card').first()).toBeVisible();
    // Platforms whose syncs ended either side of a minute show as two groups ('… 8 min ago',
    // '… 9 min ago'): the line is there once any is.
    await expect(page.getByText(/^✓ .* updated /).first()).toBeVisible();
    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(dark).toBe(scheme === 'dark');
    const file = join(dir, `home-${scheme}.png`);
    await page.screenshot({ path: file });
    const png = readFileSync(file);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe('1280x800');
  }
});
