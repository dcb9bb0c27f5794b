import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from '../tools/chromium';
import { STALE_PORT, UNSYNCED_PORT } from './support/freshness-ports';
import { ADMIN_EMAIL, E2E_CLIENT_ID, KEY_SERVER_PORT } from './support/google';

const PORT = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${PORT}`;

const chromium = { executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_FLAGS };

const width = (
  name: string,
  viewport: { width: number; height: number },
  isMobile = false,
  testIgnore?: RegExp,
) => ({
  name,
  ...(testIgnore ? { testIgnore } : {}),
  use: {
    ...devices['Desktop Chrome'],
    viewport,
    isMobile,
    hasTouch: isMobile,
    launchOptions: chromium,
  },
});

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: true,
  // The tests mostly wait (on the page, the demo, their own polling): two workers used a third of
  // a 2-core machine's CPU, and all 221 tests passed with four workers on a machine loaded three
  // times over. Three, and the type check and the lint run beside them (scripts/test-stages.mjs).
  workers: 3,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recording a trace of every test (to keep a failed one's) cost a third of the suite's time
    // on a 2-core machine: a failure keeps its screenshot and the page's ARIA snapshot, and
    // `npx playwright test --trace on <spec>` records one when a failure needs more.
    trace: 'off',
    screenshot: 'only-on-failure',
    timezoneId: 'UTC',
    locale: 'en-US',
    // The app's service worker would answer requests the specs route with page.route(); only
    // the specs of the installable app let it run.
    serviceWorkers: 'block',
  },
  projects: [
    // A new build taking over, the README's screenshots, remembered filters and the flows whose
    // steps do not change with the width run once, at the desktop's: the phone's layout of their
    // screens is the layout specs' and every-view's (decision 049).
    width(
      'mobile-375',
      { width: 375, height: 812 },
      true,
      /(browser-flags|app-update|screenshots|remembered-filters|calendar|solutions|reminders|freshness|hidden-series|link-with-codeforces|this-device)\.spec\.ts/,
    ),
    // The tablet width changes the layout, not the flows: it runs the specs of the screens' layout
    // (header, lists, cards, menus, search, keyboard); the flows (accounts, calendars, handles,
    // solutions…) run at the phone's and the desktop's widths, which keeps the suite in its time.
    {
      ...width('tablet-768', { width: 768, height: 1024 }),
      testMatch:
        /(home|first-screen|keyboard-and-shell|search-and-theme|card-menu|every-view)\.spec\.ts/,
    },
    width('desktop-1280', { width: 1280, height: 800 }),
  ],
  webServer: [
    {
      command: 'npx tsx e2e/support/google-key-server.ts',
      cwd: '..',
      url: `http://127.0.0.1:${KEY_SERVER_PORT}/oauth2/v3/certs`,
      reuseExistingServer: false,
    },
    {
      // The offline demo: the built app on replayed platform data, in a throw-away database,
      // trusting the local key server in place of Google's.
      command: 'npm run demo --silent',
      cwd: '..',
      url: `${baseURL}/api/status`,
      env: {
        PORT: String(PORT),
        LOG_LEVEL: 'warn',
        SYNC_INTERVAL_MINUTES: '30',
        // Its replay is on this machine: its syncs need not wait the live sites' 1–2 s per call.
        UPSTREAM_MIN_INTERVAL_MS: '0',
        // The specs count the three original platforms' cards; AtCoder's toggle is tested against
        // the freshness demo (freshness.spec.ts), which syncs all four. The README's screenshots
        // (`npm run screenshots`) show every platform.
        ...(process.env.SCREENSHOTS_DIR ? {} : { PLATFORMS: 'codeforces,leetcode,codechef' }),
        // The same contests running (and the same 90-minute round not yet over) at any hour.
        DEMO_EXACT_SHIFT: '1',
        // The installable-app spec subscribes a device whose push service is a local server.
        WEBPUSH_ALLOW_HTTP_ENDPOINTS: '1',
        GOOGLE_CLIENT_ID: E2E_CLIENT_ID,
        GOOGLE_JWKS_URL: `http://127.0.0.1:${KEY_SERVER_PORT}/oauth2/v3/certs`,
        ADMIN_EMAILS: ADMIN_EMAIL,
        AUTH_RATE_LIMIT_PER_MINUTE: '10000',
        WRITE_RATE_LIMIT_PER_MINUTE: '10000',
        READ_RATE_LIMIT_PER_MINUTE: '10000',
        SEARCH_RATE_LIMIT_PER_MINUTE: '10000',
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Codeforces failing for two hours on one port, no platform ever synced on the other.
      command: 'npx tsx apps/server/demo/freshness-demo.ts',
      cwd: '..',
      url: `http://127.0.0.1:${UNSYNCED_PORT}/api/status`,
      env: {
        STALE_PORT: String(STALE_PORT),
        UNSYNCED_PORT: String(UNSYNCED_PORT),
        LOG_LEVEL: 'error',
        READ_RATE_LIMIT_PER_MINUTE: '10000',
        // Both syncs of every platform run before it listens: its replay is asked without the
        // live sites' spacing.
        UPSTREAM_MIN_INTERVAL_MS: '0',
        // The gyms are synced only here: hiding a gym series signs in on the stale demo.
        GOOGLE_CLIENT_ID: E2E_CLIENT_ID,
        GOOGLE_JWKS_URL: `http://127.0.0.1:${KEY_SERVER_PORT}/oauth2/v3/certs`,
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
