const LAST_BUILD = 'contest-tracker:build';

/**
 * True once, on the first visit that runs a new build of the app: the page's build id (stamped
 * by the build) differs from the one this browser ran last.
 */
export function isNewBuild(): boolean {
  const current = document.querySelector<HTMLMetaElement>('meta[name="app-build"]')?.content;
  if (!current) return false;
  try {
    const last = localStorage.getItem(LAST_BUILD);
    localStorage.setItem(LAST_BUILD, current);
    return last !== null && last !== current;
  } catch {
    // Storage refused (private mode, quota): no note rather than a note on every visit.
    return false;
  }
}

/** The lists a visit should find offline even if it never asked for them (the home page's). */
const UPCOMING = '/api/contests/upcoming';
const FIRST_PAST_PAGE = '/api/contests/past?page=0';

/**
 * The service worker (offline lists, push reminders) registers once the first screen is up, so
 * it never competes with the first visit's own downloads. The lists of that first visit passed it
 * by: once it is in charge it is told what the page fetched, and fetches the lists among them
 * itself, on its own thread, to keep them for offline (with the home page's two: the upcoming
 * list came in the page, the Past tab's page is asked only when the tab opens).
 * `listInPage`: this page brought the upcoming list itself, which no request passed the worker
 * by; a worker in charge already is told to keep a fresh copy, once the page has loaded.
 */
export function registerServiceWorker({ listInPage }: { listInPage: boolean }): void {
  if (!('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  const keep = (urls: string[]) => {
    serviceWorker.controller?.postMessage({ type: 'keep-lists', urls });
  };
  if (!serviceWorker.controller) {
    const tellWhatWasFetched = () => {
      const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
      keep([...urls, UPCOMING, FIRST_PAST_PAGE]);
    };
    serviceWorker.addEventListener('controllerchange', tellWhatWasFetched, { once: true });
  } else if (listInPage) {
    afterLoad(() => {
      keep([UPCOMING]);
    });
  }
  afterLoad(() => {
    serviceWorker.register('/sw.js').catch(() => undefined);
  });
}

function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/** Signed out: the service worker lets go of what it kept of the account for offline. */
export function forgetOwnAnswers(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage({ type: 'forget-own' });
}
