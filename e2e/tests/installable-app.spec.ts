import { analyzeSettled } from '../support/axe';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** What the spec touches of the worker's global scope (the e2e project has no WebWorker types). */
interface WorkerScope {
  clients: object;
  registration: ServiceWorkerRegistration;
  dispatchEvent: (event: Event) => boolean;
}
declare const NotificationEvent: new (type: string, init: { notification: Notification }) => Event;

// This spec alone lets the app's service worker run (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const serious = async (page: Page) =>
  (await analyzeSettled(page)).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id);

/** The width and height a PNG declares in its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function controlledByTheWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 20_000,
  });
}

/** The lists the page opened, as the worker kept them (it asks again once in charge). */
async function keptLists(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('ct-lists');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
}

/** What the worker kept of the signed-in user's own answers, by path. */
async function keptOwn(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('ct-own');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
}

/** The worker's registration, through a DevTools session that can push to it. */
async function pushChannel(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((registration) => !registration.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await found };
}

test.describe('the installable app', () => {
  test('a manifest with its icons, linked from every page', async ({ page, request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Contest Tracker',
      short_name: 'Contests',
      start_url: '/',
      display: 'standalone',
      theme_color: '#ffffff',
      background_color: '#f8fafc',
      user_preferences: {
        color_scheme_dark: { theme_color: '#0f172a', background_color: '#020617' },
      },
    });
    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(icons).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(pngSize(await image.body())).toBe(icon.sizes);
    }
    for (const path of ['/', '/status', '/profile', '/my_bookmarks']) {
      await page.goto(path);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
        'href',
        '/manifest.webmanifest',
      );
      await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
    }
  });

  test('Chromium finds it installable', async ({ playwright, baseURL }, info) => {
    // Playwright's usual contexts are incognito, where Chromium installs nothing: a profile.
    const profile = info.outputPath('profile');
    const { launchOptions } = info.project.use;
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...(launchOptions ?? {}),
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(baseURL ?? '');
      await controlledByTheWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('offline, the last lists open with the offline line and running countdowns', async ({
    page,
    context,
  }) => {
    test.slow();
    await page.goto('/');
    await controlledByTheWorker(page);
    await expect
      .poll(() => keptLists(page), { message: 'the worker kept both lists' })
      .toEqual(expect.arrayContaining(['/api/contests/upcoming', '/api/contests/past']));
    await expect(page.getByText(/^Offline — /)).toHaveCount(0);

    await page.clock.install();
    await context.setOffline(true);
    await page.reload();
    const line = page.getByRole('status').filter({ hasText: /^Offline — / });
    await expect(line).toHaveText(/^Offline — showing contests as of \d\d:\d\d$/);
    const card = page
      .getByTestId('contest-card')
      .filter({ hasText: /starts in / })
      .first();
    // Read as the DOM holds it, in view: in CI the card's innerText once read as empty (perhaps
    // as the grid skips drawing cards below the fold), and every text contains the empty string.
    await card.scrollIntoViewIfNeeded();
    const before = (await card.getByText(/^starts in /).textContent()) ?? '';
    expect(before).toMatch(/^starts in \d/);
    // Time moves on in steps until the countdown follows: under load the page may set its
    // ticking timer only after the first step, which then has nothing to fire.
    await expect(async () => {
      await page.clock.fastForward('00:10:00');
      await expect(card).not.toContainText(before, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    expect(await serious(page)).toEqual([]);

    // Back online, the network's answer replaces the kept one at once.
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByTestId('contest-card').first()).toBeVisible();
    await expect(page.getByText(/^Offline — /)).toHaveCount(0);
  });

  test('offline, a signed-in user stays signed in with the bookmarks kept, a search waits for the connection, and all clears back online', async ({
    page,
    context,
    signInAs,
  }, info) => {
    test.slow();
    const { token, name } = await signInAs({
      sub: `sw-offline-${info.project.name}`,
      email: `sw-offline-${info.project.name}@example.com`,
      name: 'Offline Reader',
    });
    const upcoming = (await (await page.request.get('/api/contests/upcoming')).json()) as {
      contests: { id: string; title: string }[];
    };
    const marked = upcoming.contests[0];
    if (!marked) throw new Error('no upcoming contest');
    const bookmarked = await page.request.post('/user/bookmarks', {
      headers: { authorization: `Bearer ${token}` },
      data: { contestId: marked.id },
    });
    expect(bookmarked.status()).toBe(201);
    await page.goto('/');
    await controlledByTheWorker(page);
    // Once in charge, the worker sees the profile, the hidden series and the bookmarks asked.
    await page.reload();
    await expect
      .poll(() => keptOwn(page), { message: 'the worker kept who is signed in' })
      .toEqual(expect.arrayContaining(['/user/profile', '/user/hidden-series']));
    await page.goto('/my_bookmarks');
    await expect(page.getByTestId('contest-card')).toContainText(marked.title);
    await expect.poll(() => keptOwn(page)).toContain('/api/user/bookmarks');
    await expect
      .poll(() => keptLists(page), { message: 'the worker kept the first past page' })
      .toContain('/api/contests/past');

    await context.setOffline(true);
    await page.reload();
    const offlineLine = page.getByRole('status').filter({ hasText: /^Offline — / });
    await expect(offlineLine).toBeVisible();
    await expect(page.getByTestId('contest-card')).toContainText(marked.title);
    await expect(page.getByText(/^Sign in to see/)).toHaveCount(0);
    const signedInAs = page.getByText(name);
    // Below the lg width the menu shows who is signed in (the last of the two places).
    const phone = (page.viewportSize()?.width ?? 0) < 1024;
    if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(signedInAs.last()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try as a demo user' })).toHaveCount(0);

    await page.goto('/?tab=past');
    const box = page.getByRole('searchbox', { name: 'Search contests' });
    await box.fill('round');
    await expect(page.getByText('Search needs a connection')).toBeVisible();
    await expect(box).toBeVisible();
    await expect(page.getByText(/^Failed to load contests/)).toHaveCount(0);
    await expect(offlineLine).toBeVisible();

    // Back online: the `online` event asks again; nothing is reloaded by the test.
    await context.setOffline(false);
    await expect(page.getByText('Search needs a connection')).toHaveCount(0, { timeout: 5_000 });
    await expect(offlineLine).toHaveCount(0, { timeout: 5_000 });
    await expect(page.getByTestId('contest-card').first()).toBeVisible({ timeout: 5_000 });
    await expect(box).toHaveValue('round');
  });

  test("never keeps a signed-in user's own past list", async ({ page, signInAs }) => {
    test.slow();
    const { token } = await signInAs({
      sub: 'sw-private',
      email: 'sw-private@example.com',
      name: 'Private Past',
    });
    // A hidden series makes the past list this user's own: asked with the token, it comes
    // without the series and marked `private`.
    const everyones = (await (await page.request.get('/api/contests/past?page=0')).json()) as {
      contests: { id: string }[];
    };
    const hiddenId = everyones.contests[0]?.id ?? '';
    const hidden = await page.request.post('/user/hidden-series', {
      headers: { authorization: `Bearer ${token}` },
      data: { contestId: hiddenId },
    });
    expect(hidden.ok()).toBe(true);
    await page.goto('/');
    await controlledByTheWorker(page);
    // Once in charge, the worker passes on the Past tab's own list (asked when the tab opens).
    // Its body is read as it arrives: the app may navigate on (a phone's layout settling) before
    // the test gets to it, and a response navigated away from has no body to read.
    let ownBody: string | undefined;
    const own = page.waitForResponse(async (response) => {
      const mine =
        response.url().includes('/api/contests/past') &&
        response.fromServiceWorker() &&
        (await response.request().headerValue('authorization')) !== null;
      if (mine) ownBody = await response.text().catch(() => undefined);
      return mine;
    });
    await page.goto('/?tab=past');
    const answer = await own;
    expect(answer.headers()['cache-control']).toBe('private, no-cache');
    if (ownBody !== undefined) expect(ownBody).not.toContain(hiddenId);
    await expect
      .poll(() => keptLists(page), { message: 'the worker kept the public list' })
      .toContain('/api/contests/upcoming');
    await page.reload();
    await expect(page.getByTestId('contest-card').first()).toBeVisible();
    // Kept past lists, if any, are everyone's (the worker's own fetch, without the token).
    const keptPast = await page.evaluate(async () => {
      const cache = await caches.open('ct-lists');
      const keys = await cache.keys();
      const past = keys.filter((request) => request.url.includes('/api/contests/past'));
      return Promise.all(past.map(async (request) => (await cache.match(request))?.text()));
    });
    for (const body of keptPast) expect(body).toContain(hiddenId);
  });

  test('a push reminder shows a notification, and its click opens the contest', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL ?? '' });
    await page.goto('/');
    await controlledByTheWorker(page);
    const { cdp, registrationId } = await pushChannel(context, page);
    const reminder = {
      title: 'Codeforces Round 926 (Div. 2) starts in 1 hour',
      body: 'Codeforces · Sun 18 Feb, 15:35 (UTC)',
      url: 'https://codeforces.com/contests/1929',
    };
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const notifications = await registration.getNotifications();
        return notifications.map(({ title, body }) => ({ title, body }));
      });
    // A push handed over before the worker can take it is dropped (a push service would send it
    // again): it is sent again until shown; the notification's tag keeps one per contest.
    await expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: `${baseURL ?? ''}/`,
        registrationId,
        data: JSON.stringify(reminder),
      });
      await expect
        .poll(shown, { timeout: 3_000 })
        .toEqual([{ title: reminder.title, body: reminder.body }]);
    }).toPass({ timeout: 20_000 });

    // No protocol clicks a notification: the worker's own click handler is given a click, and
    // the browser's window opening (which only a real click may do) is watched in its place.
    const worker = context.serviceWorkers()[0];
    if (!worker) throw new Error('no service worker');
    const opened = await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const urls: string[] = [];
      Object.defineProperty(scope.clients, 'openWindow', {
        value: (url: string) => {
          urls.push(url);
          return Promise.resolve(null);
        },
      });
      const [notification] = await scope.registration.getNotifications();
      if (!notification) return ['no notification'];
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      return urls;
    });
    expect(opened).toEqual([reminder.url]);
    await expect.poll(shown, { message: 'the click closes the notification' }).toEqual([]);
  });
});
