import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's findings once the page's finite animations and transitions have ended. A colour
 * transition caught half-way (a button turning from primary to secondary as its label changes)
 * reads as low contrast, though no one sees it for more than 150 ms. Endless ones (a skeleton's
 * pulse) are left running.
 */
export async function analyzeSettled(page: Page) {
  await page.evaluate(async () => {
    // A change made just before (the colour scheme emulated anew, a click) starts its transitions
    // at the next style update: after two frames they are among the page's animations, not
    // started under axe's feet.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  return new AxeBuilder({ page }).analyze();
}
