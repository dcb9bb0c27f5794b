// Draws the app's icons (apps/web/public/icons) from the favicon's design in Debian's Chromium.
// Run once when the design changes: `npx tsx tools/make-icons.ts`; the PNGs are committed.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from './chromium';

const OUT = new URL('../apps/web/public/icons/', import.meta.url);

/** The favicon's three lines; a maskable icon keeps them inside the middle 80 % (the safe zone). */
function svg(size: number, maskable: boolean): string {
  const inset = maskable ? 0.2 : 0;
  const scale = (size * (1 - 2 * inset)) / 32;
  const offset = size * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${maskable ? 0 : size * 0.1875}" fill="#0f172a"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M9 10h14M9 16h14M9 22h9" stroke="#38bdf8" stroke-width="3" stroke-linecap="round" fill="none"/>
  </g></svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: PLAYWRIGHT_CHROMIUM_FLAGS,
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style>${svg(icon.size, icon.maskable)}`,
    );
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    writeFileSync(new URL(icon.file, OUT), png);
    await page.close();
  }
} finally {
  await browser.close();
}
