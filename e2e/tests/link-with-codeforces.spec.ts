import type { Page } from '@playwright/test';
import { analyzeSettled } from '../support/axe';
import { expect, test } from './fixtures';

// 'Link with Codeforces' (issue 45, decision 039) in the demo, whose replay stands in for
// Codeforces' OpenID provider: /profile sends the browser to its sign-in page, which asks which
// handle to vouch for; Allow comes back to /profile linked and verified, Deny with the reason.
// axe in both themes on what the user comes back to.

async function seriousViolations(page: Page) {
  const results = await analyzeSettled(page);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

async function bothThemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // The colours' transitions start on the next frame: wait for it, then for them to end.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              resolve(undefined);
            }),
          ),
        ),
    );
    expect(await seriousViolations(page), colorScheme).toEqual([]);
  }
}

test('links a Codeforces handle by signing in at Codeforces', async ({ page, signInAs }, info) => {
  // The results are read behind Codeforces' 2 s gate, shared with the other width's tests.
  test.setTimeout(90_000);
  await signInAs({
    sub: `cf-oauth-${info.project.name}-${info.repeatEachIndex}`,
    email: `cf-oauth-${info.project.name}-${info.repeatEachIndex}@example.com`,
    name: 'Grace Hopper',
  });
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your handles' });
  const start = section.getByRole('button', { name: 'Link with Codeforces' });
  await expect(start).toBeVisible();
  await bothThemes(page);

  // Refused at Codeforces: back with the reason, nothing linked.
  await start.click();
  await expect(page).toHaveURL(/\/oauth\/authorize\?/);
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(section.getByRole('alert')).toHaveText(
    'Codeforces handle not linked: Codeforces did not confirm your handle: the sign-in was cancelled.',
  );
  await bothThemes(page);

  // Every verified handle has one owner: each width signs in as its own.
  const handle = `grace_${info.project.name.replace(/\W/g, '_')}_${info.repeatEachIndex}`;
  await section.getByRole('button', { name: 'Link with Codeforces' }).click();
  await expect(page).toHaveURL(/\/oauth\/authorize\?/);
  await page.getByLabel('Sign in as handle').fill(handle);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });
  await expect(section.getByRole('status')).toHaveText(
    'Codeforces confirmed your handle: it is linked and verified.',
  );
  const item = section.getByRole('listitem').filter({ hasText: handle });
  await expect(item.getByText('Verified', { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Link with Codeforces' })).toHaveCount(0);
  // The replayed user's rated contests, read right after the link.
  await expect(
    section.getByRole('list', { name: 'Your latest rated contests' }).getByRole('listitem').first(),
  ).toHaveText('Codeforces Round 691 (Div. 2): #6726 · −50');
  await bothThemes(page);

  await section.getByRole('button', { name: `Unlink ${handle}` }).click();
  await expect(section.getByRole('button', { name: 'Link with Codeforces' })).toBeVisible();
});
