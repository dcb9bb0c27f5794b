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

/**
 * The service worker (offline lists, push reminders) registers once the first screen is up, so
 * it never competes with the first visit's own downloads. The lists of that first visit passed it
 * by: once it is in charge it is told what the page fetched, and fetches the lists among them
 * itself, on its own thread, to keep them for offline.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  if (!serviceWorker.controller) {
    const tellWhatWasFetched = () => {
      const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
      serviceWorker.controller?.postMessage({ type: 'keep-lists', urls });
    };
    serviceWorker.addEventListener('controllerchange', tellWhatWasFetched, { once: true });
  }
  const register = () => {
    serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
