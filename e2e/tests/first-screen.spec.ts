import type { Page } from '@playwright/test';
import { analyzeSettled } from '../support/axe';
import { expect, platformToggle, test } from './fixtures';

test.describe('first screen', () => {
  test("shows the home page's header, filter, tabs and first contests before any script runs", async ({
    page,
  }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Contest Tracker' })).toBeVisible();
    // The filters folded into one row (issue 48): the chips open under it.
    await expect(page.getByRole('button', { name: 'Platforms: All' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contest length: Any length' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Codeforces', exact: true })).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Upcoming Contests' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The server drew the upcoming list's first screenful (decision 070); their times, in the
    // reader's zone, come with the script.
    await expect(page.getByTestId('skeleton-card')).toHaveCount(0);
    const inPage = JSON.parse((await page.locator('#upcoming-contests').textContent()) ?? '{}') as {
      contests?: unknown[];
    };
    const listed = inPage.contests?.length ?? 0;
    expect(listed).toBeGreaterThan(0);
    await expect(page.getByTestId('contest-card')).toHaveCount(Math.min(listed, 12));
    await expect(page.getByTestId('contest-card').first()).toBeInViewport();
    await expect(page.getByTestId('contest-card').first().locator('time')).toHaveText('\u00a0');
  });

  test("keeps the server's first contests hidden from a reader who remembers platforms, until the app draws theirs", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('filters', JSON.stringify({ platforms: ['codechef'], length: 'any' }));
    });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByTestId('contest-card').first()).toBeAttached();
    await expect(page.getByTestId('contest-card').first()).toBeHidden();
    await page.unrouteAll();
    await page.reload();
    await expect(page.getByTestId('contest-card').first()).toBeVisible();
    await expect(
      page.locator('[data-testid="contest-card"]:not([data-platform="CodeChef"])'),
    ).toHaveCount(0);
  });

  test('takes over the pre-rendered page without errors, with the upcoming list it carries; the Past tab asks when opened', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // Google's script cannot load on this closed network (fixtures.ts); that is not ours.
      if (message.type() === 'error' && !message.location().url.includes('accounts.google.com')) {
        errors.push(message.text());
      }
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.startsWith('/api/contests/')) asked.push(pathname + search);
    });
    await page.goto('/');
    await expect(page.getByTestId('contest-card')).toHaveCount(8);
    // The adopted page answers input: the filter narrows the list.
    await (await platformToggle(page, 'CodeChef')).click();
    await expect(page.getByRole('button', { name: 'CodeChef', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      page.locator('[data-testid="contest-card"]:not([data-platform="CodeChef"])'),
    ).toHaveCount(0);
    await expect(page.getByTestId('contest-card').first()).toBeVisible();
    expect(errors).toEqual([]);
    // The upcoming list came in the page (decision 051); the hidden Past tab asked nothing.
    expect(asked).toEqual([]);
    await page.getByRole('tab', { name: 'Past Contests' }).click();
    await expect(page.getByRole('tab', { name: 'Past Contests' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The request is heard by the test a moment after the page made it.
    await expect.poll(() => asked).toEqual(['/api/contests/past?page=0&platforms=codechef']);
    await expect(page.getByRole('tabpanel').getByTestId('contest-card').first()).toBeVisible();
  });

  test("marks the first visit's script, and only it, for V8 to compile as it streams in (decision 069)", async ({
    request,
  }) => {
    const text = async (path: string) => (await request.get(path)).text();
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(await text('/'))?.[1];
    expect(entry).toMatch(/^\/assets\/index-.*\.js$/);
    const code = await text(entry ?? '');
    expect(code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    // A lazily loaded chunk the entry names: compiled as V8 sees fit, when it is asked for.
    const lazy = /"assets\/(solution-dialog-[^"]+\.js)"/.exec(code)?.[1];
    expect(lazy).toBeDefined();
    expect(await text(`/assets/${lazy ?? ''}`)).not.toContain('allFunctionsCalledOnLoad');
  });

  test('renders a shared link to another tab afresh, on that tab', async ({ page }) => {
    await page.goto('/?tab=past&platforms=codechef');
    await expect(page.getByRole('tab', { name: 'Past Contests' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('contest-card').first()).toContainText('CodeChef');
  });
});

/** How many contests (cards or rows) are whole on the screen, counted from their boxes. */
function wholeOnScreen(page: Page) {
  return page.evaluate(() => {
    const bottom = window.innerHeight;
    return Array.from(document.querySelectorAll('#main [data-contest]')).filter((el) => {
      const box = el.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.bottom <= bottom;
    }).length;
  });
}

async function seriousAxeIssues(page: Page) {
  const results = await analyzeSettled(page);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

/**
 * What issue 48 asks of the first screen, per width: whole cards (both tabs) and rows of the
 * compact list. The phone's screen is 375×812 and the desktop's 1280×900. The tablet's, 768×1024,
 * which the issue does not name, is held to the phone's list and to a whole row of three cards:
 * its narrow columns make a row as tall as its longest card, and signed in, the demo's finished
 * round says the user's predicted result under a four-line title once the prediction is made,
 * which leaves the second row cut by the screen's edge.
 */
const FIRST_SCREEN: Record<string, { height: number; cards: number; rows: number }> = {
  'mobile-375': { height: 812, cards: 1, rows: 8 },
  'tablet-768': { height: 1024, cards: 3, rows: 8 },
  'desktop-1280': { height: 900, cards: 6, rows: 15 },
};

test('puts the contests on the first screen: cards signed out and in, both tabs, and the list', async ({
  page,
}, info) => {
  // Two sign-in states, two tabs, two views and two axe scans, on a busy machine.
  test.slow();
  const wanted = FIRST_SCREEN[info.project.name];
  if (!wanted) throw new Error(`no first screen set for ${info.project.name}`);
  const width = page.viewportSize()?.width ?? 0;
  await page.setViewportSize({ width, height: wanted.height });
  const cards = page.getByTestId('contest-card');
  const bothTabs = async () => {
    await page.goto('/');
    await expect(cards).toHaveCount(8);
    await expect.poll(() => wholeOnScreen(page)).toBeGreaterThanOrEqual(wanted.cards);
    await page.getByRole('tab', { name: 'Past Contests' }).click();
    await expect(cards).toHaveCount(12);
    await expect.poll(() => wholeOnScreen(page)).toBeGreaterThanOrEqual(wanted.cards);
  };
  await bothTabs();

  // The list, with more upcoming contests than the demo has (its 8 are not a desktop's 15).
  await page.route('**/api/contests/upcoming', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { contests: { id: string; title: string }[] };
    const contests = [0, 1, 2].flatMap((copy) =>
      body.contests.map((c) =>
        copy === 0 ? c : { ...c, id: `${c.id}-copy-${copy}`, title: `${c.title} (${copy})` },
      ),
    );
    await route.fulfill({ response, json: { ...body, contests } });
  });
  // `/` carries its own list (decision 051): the plain page asks for it.
  await page.goto('/?tab=upcoming');
  await expect(cards).toHaveCount(24);
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const rows = page.getByTestId('contest-row');
  await expect(rows).toHaveCount(24);
  await expect(cards).toHaveCount(0);
  await expect.poll(() => wholeOnScreen(page)).toBeGreaterThanOrEqual(wanted.rows);
  // A row says what a card says, with the same menu (signed out, no bookmark star).
  const live = rows.filter({ hasText: 'Live · ' }).first();
  await expect(live).toContainText(/Live · (\d+h )?\d+m left/);
  await expect(live.getByRole('button', { name: /^More actions for / })).toBeVisible();
  await expect(rows.filter({ hasText: /starts in \d/ }).first()).toBeVisible();
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await seriousAxeIssues(page)).toEqual([]);

  // Remembered on this device: a visit later opens on the list, the past tab too.
  await page.goto('/?tab=past');
  await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(rows).toHaveCount(12);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await seriousAxeIssues(page)).toEqual([]);

  // Back to cards, on this device only: signed out, nothing went to an account (the demo user is
  // shared by the suite's tests, so its remembered view must stay the default).
  await page.getByRole('button', { name: 'Cards', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Cards', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.unroute('**/api/contests/upcoming');

  // Signed in with the demo's own button (behind the menu on a phone); the header changes.
  await page.goto('/');
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  if (await openMenu.isVisible()) await openMenu.click();
  await page.getByRole('banner').getByRole('button', { name: 'Try as a demo user' }).last().click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Logout' }).last(),
  ).toBeAttached();
  await bothTabs();
  await expect(cards.first().getByRole('button', { name: /^Bookmark/ })).toBeVisible();
});
