import type { Page, TestInfo } from '@playwright/test';
import { ADMIN_EMAIL } from '../support/google';
import { expect, test } from './fixtures';

const cards = (page: Page) => page.getByTestId('contest-card');

const admin = (info: TestInfo) => ({
  sub: `admin-${info.project.name}-${info.testId}`,
  email: ADMIN_EMAIL,
  name: 'Grace Hopper',
});

test.describe('solution links', () => {
  test('an admin sees no Add Solution on a running contest, and the server refuses one', async ({
    page,
    signInAs,
  }, info) => {
    const account = await signInAs(admin(info));
    await page.goto('/?platforms=codechef');
    const live = cards(page).filter({ hasText: 'Starters 178' });
    await expect(live.getByText('Live')).toBeVisible();
    await expect(live.getByRole('button', { name: /^Bookmark/ })).toBeVisible();
    await expect(live.getByRole('button', { name: /Add Solution/ })).toHaveCount(0);
    const refused = await page.request.post('/contests/upload_solution', {
      headers: { authorization: `Bearer ${account.token}` },
      data: { contestId: 'codechef-START178', videoSolution: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /only after the contest has ended/,
    );
  });
});
