import { analyzeSettled } from '../support/axe';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';

// Picked for you (issue 50) on the demo: a LeetCode handle linked by the demo's known code, then
// /practice with zerotrac's recorded ratings (leetcode/replay-handles.ts) in three bands; 'Not
// now' takes a problem out. Both themes, axe on each.

const someone = (info: TestInfo, scheme: string) => ({
  sub: `practice-${info.project.name}-${scheme}`,
  email: `practice-${info.project.name}-${scheme}@example.com`,
  name: 'Ada Lovelace',
});

async function seriousViolations(page: Page) {
  const results = await analyzeSettled(page);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`picks LeetCode problems in three bands; Not now takes one out (${scheme})`, async ({
    page,
    signInAs,
  }, info) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signInAs(someone(info, scheme));
    await page.goto('/practice');
    await expect(page.getByRole('link', { name: 'Link and verify your handle' })).toBeVisible();

    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Your handles' });
    const handle = `ada_${info.project.name}_${scheme}_practice`;
    await section.getByLabel('Platform').selectOption({ label: 'LeetCode' });
    await section.getByLabel('Handle').fill(handle);
    await section.getByLabel('Handle').press('Enter');
    await section.getByRole('button', { name: `Verify ${handle}` }).click();
    await expect(section.getByText('Verified', { exact: true })).toBeVisible({ timeout: 15_000 });

    await page.goto('/practice');
    await expect(page.getByRole('heading', { name: 'Practice', level: 1 })).toBeVisible();
    const easy = page.getByRole('region', { name: /^Easy/ });
    const medium = page.getByRole('region', { name: /^Medium/ });
    const hard = page.getByRole('region', { name: /^Hard/ });
    for (const band of [easy, medium, hard]) {
      await expect(band.getByRole('link').first()).toBeVisible({ timeout: 20_000 });
    }
    // Rated 1500 (no rated contest yet): each pick with its rating as text and its chance.
    await expect(easy.getByTestId('difficulty').first()).toHaveText(/^difficulty \d{3,4}$/);
    await expect(easy.getByText(/^\d{1,3} % chance$/).first()).toBeVisible();
    await expect(medium.getByText(/^Contest (weekly|biweekly)-contest-\d+$/).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const first = (await medium.getByRole('link').first().textContent()) ?? '';
    await medium.getByRole('button', { name: `Not now: ${first}` }).click();
    await expect(medium.getByRole('link', { name: first, exact: true })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/profile');
    await section.getByRole('button', { name: `Unlink ${handle}` }).click();
    await expect(section.getByText(/Link your handle to see your rank/)).toBeVisible();
  });
}
