/** Debian's Chromium, never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The features Playwright 1.65 turns off at every launch (its `chromiumSwitches`). Chromium keeps
 * only the last `--disable-features` on its command line, so ours must repeat them:
 * `e2e/tests/browser-flags.spec.ts` fails when Playwright's own list is not all here.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 gives each new window (each test's context) a renderer for its address bar's
 * WebUI popup, which a headless run never shows: 12 pages took 43 s of CPU with it and 26 s
 * without, and on two busy cores the tests' own pages starved (clicks and axe timed out).
 */
const HEADLESS_UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Keep Chromium off this closed network: no background fetches, updates or sync. Launchers that
 * pass a `--disable-features` list of their own (Lighthouse's chrome-launcher) take these alone.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** For Playwright's launches: the above, and its disabled features with ours. */
export const PLAYWRIGHT_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...HEADLESS_UNUSED_FEATURES].join(',')}`,
];
