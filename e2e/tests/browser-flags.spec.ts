import { readdirSync, readFileSync } from 'node:fs';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from '../../tools/chromium';

// The browser the specs drive: Playwright's own switches kept, and no address-bar WebUI renderer
// per window (tools/chromium.ts). Linux's /proc tells which processes a browser started.

const disabledFeatures = (args: string[]) =>
  args.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.split('=')[1] ?? '');

// Chromium rewrites its children's titles: their command line is one space-separated string.
function commandLinesWith(marker: string): string[] {
  const lines: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const line = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (line.includes(marker)) lines.push(line);
    } catch {
      // The process ended while we looked.
    }
  }
  return lines;
}

test('the specs’ Chromium keeps Playwright’s disabled features and starts no address-bar renderer', async ({
  baseURL,
}) => {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: PLAYWRIGHT_CHROMIUM_FLAGS,
  });
  try {
    const args = server.process().spawnargs;
    const lists = disabledFeatures(args);
    // Chromium reads the last one alone.
    const [playwrights, ...rest] = lists;
    const applied = (rest.at(-1) ?? '').split(',');
    expect(lists.length).toBeGreaterThan(1);
    for (const feature of (playwrights ?? '').split(',')) expect(applied).toContain(feature);
    expect(applied).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));

    const profile = args.find((arg) => arg.startsWith('--user-data-dir='));
    expect(profile).toBeDefined();
    const browser = await chromium.connect(server.wsEndpoint());
    const renderers: string[] = [];
    for (let window = 0; window < 2; window++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(baseURL ?? '/');
      await expect(page.getByTestId('contest-card').first()).toBeVisible();
      renderers.push(
        ...commandLinesWith(profile ?? '').filter((line) => line.includes('--type=renderer')),
      );
      await context.close();
    }
    expect(renderers.length).toBeGreaterThan(0);
    expect(renderers.filter((line) => line.includes('--top-chrome-webui'))).toEqual([]);
    await browser.close();
  } finally {
    await server.close();
  }
});
