// The app's service worker (built into dist/sw.js by build/service-worker.ts, which defines the
// two constants below). It keeps the app shell for offline visits, the last answer of each list
// the user opened, and shows web push reminders. One file with no imports: the build only strips
// its types.
export {};
declare const self: ServiceWorkerGlobalScope;
/** The shell's URLs: index.html, every built asset, the icons and the manifest. */
declare const __PRECACHE__: readonly string[];
/** Changes with every build whose output changed: a new worker, a new shell cache. */
declare const __BUILD_ID__: string;

const SHELL = `ct-shell-${__BUILD_ID__}`;
/** Lists outlive app versions: an update must not take the offline lists away. */
const LISTS = 'ct-lists';
const MAX_LISTS = 60;
/**
 * A signed-in user's own answers the app needs offline (who is signed in, the bookmarks, the hidden series), kept
 * apart: each is matched only to a request with the same token (Vary), and all go at sign-out or
 * on a 401.
 */
const OWN = 'ct-own';
const MAX_OWN = 10;
/** On a kept answer: when it came from the server (read by the app's offline line). */
const CACHED_AT = 'x-cached-at';
const PRECACHED = new Set(__PRECACHE__);

self.addEventListener('install', (event) => {
  // A new version takes over as soon as its shell is complete: pages are fetched network-first,
  // so the page that found this worker is already the new version.
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll([...__PRECACHE__]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const old = names.filter((name) => name.startsWith('ct-shell-') && name !== SHELL);
      await Promise.all(old.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (isList(url)) event.respondWith(list(request, event));
  else if (isOwn(url) && request.headers.has('authorization'))
    event.respondWith(own(request, event));
  else if (PRECACHED.has(url.pathname)) event.respondWith(shellFile(request));
});

/** The page's first lists came before this worker was in charge: it names them, we keep them. */
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  // Signed out in the page: nothing of that account stays for offline.
  if (data?.type === 'forget-own') event.waitUntil(caches.delete(OWN));
  if (data?.type !== 'keep-lists' || !Array.isArray(data.urls)) return;
  const lists = data.urls
    .filter((url): url is string => typeof url === 'string')
    .map((url) => new URL(url, self.location.origin))
    .filter((url) => url.origin === self.location.origin && isList(url))
    .slice(0, 20);
  event.waitUntil(Promise.all(lists.map((url) => fetchAndKeep(url.href))));
});

async function fetchAndKeep(url: string): Promise<void> {
  try {
    const response = await fetch(url);
    if (keepable(response)) await keep(new Request(url), response, LISTS, MAX_LISTS);
  } catch {
    // Offline already, or the server refused: nothing to keep this time.
  }
}

/**
 * Only what the server lets caches keep: never `no-store`, and never `private` (a signed-in user's
 * own past list, which the next person on this browser must not see offline).
 */
const keepable = (response: Response) =>
  response.ok && !/no-store|private/i.test(response.headers.get('cache-control') ?? '');

/**
 * The public lists (ours under /api/contests/, the first client's under /contests/) and the
 * client's configuration; a signed-in user's own past page says `private`, and is not kept.
 */
function isList(url: URL): boolean {
  const path = url.pathname;
  return (
    path.startsWith('/api/contests/') || path.startsWith('/contests/') || path === '/api/config'
  );
}

/**
 * Who is signed in, the bookmarks' pages, and the hidden series (the home page's past list waits
 * for them).
 */
const OWN_PATHS = new Set(['/user/profile', '/api/user/bookmarks', '/user/hidden-series']);
const isOwn = (url: URL) => OWN_PATHS.has(url.pathname);

/**
 * A user's own answer: the network's whenever it comes, the copy kept for this very token only
 * when the network fails. The server says `no-store` to shared caches; this one is the app's own,
 * like the token beside it in the browser's storage, and goes with it (decision 051).
 */
async function own(request: Request, event: FetchEvent): Promise<Response> {
  try {
    const response = await fetch(request);
    // The session ended: what was kept of it goes (the page signs out on this answer too).
    if (response.status === 401) event.waitUntil(caches.delete(OWN));
    else if (response.ok)
      event.waitUntil(keep(request, response.clone(), OWN, MAX_OWN, 'authorization'));
    return response;
  } catch (error) {
    const kept = await caches.match(request, { cacheName: OWN });
    if (kept) return kept;
    throw error;
  }
}

/** The network's page while it answers (never a stale version); the shell's when offline. */
async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match('/index.html', { cacheName: SHELL });
    if (shell) return shell;
    throw error;
  }
}

/** Hashed assets never change: the shell's copy, or the network for one it does not hold. */
async function shellFile(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: SHELL })) ?? fetch(request);
}

/** The network's answer whenever it comes; the last kept answer only when the network fails. */
async function list(request: Request, event: FetchEvent): Promise<Response> {
  try {
    const response = await fetch(request);
    if (keepable(response)) event.waitUntil(keep(request, response.clone(), LISTS, MAX_LISTS));
    return response;
  } catch (error) {
    const kept = await caches.match(request, { cacheName: LISTS });
    if (kept) return kept;
    throw error;
  }
}

/** `vary`: the request header a kept copy must match to be given (the token, for a user's own). */
async function keep(
  request: Request,
  response: Response,
  name: string,
  max: number,
  vary?: string,
): Promise<void> {
  const headers = new Headers(response.headers);
  // The body is stored decoded: the encoding headers of the wire copy no longer apply.
  headers.delete('content-encoding');
  headers.delete('content-length');
  headers.set(CACHED_AT, new Date().toISOString());
  if (vary) headers.set('vary', vary);
  const body = await response.blob();
  const cache = await caches.open(name);
  await cache.put(request, new Response(body, { status: response.status, headers }));
  const keys = await cache.keys();
  // Oldest first: searches and pages beyond the newest few are let go.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((k) => cache.delete(k)));
}

interface Reminder {
  title: string;
  body: string;
  url: string;
}

function readReminder(data: PushMessageData | null): Reminder {
  let value: unknown;
  try {
    value = data?.json();
  } catch {
    value = undefined;
  }
  const field = (name: string) => {
    const found = (value as Record<string, unknown> | undefined)?.[name];
    return typeof found === 'string' ? found : '';
  };
  return {
    title: field('title') || 'Contest Tracker',
    body: field('body'),
    url: field('url') || '/',
  };
}

self.addEventListener('push', (event) => {
  const reminder = readReminder(event.data);
  event.waitUntil(
    self.registration.showNotification(reminder.title, {
      body: reminder.body,
      icon: '/icons/icon-192.png',
      data: { url: reminder.url },
      // One notification per contest link: a reschedule notice replaces the first reminder.
      tag: reminder.url,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = typeof data?.url === 'string' ? data.url : '/';
  event.waitUntil(openContest(new URL(url, self.location.origin).href));
});

/** A tab already showing the contest is focused; otherwise the contest opens in a new one. */
async function openContest(url: string): Promise<void> {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = tabs.find((tab) => tab.url === url);
  if (open) {
    await open.focus();
    return;
  }
  await self.clients.openWindow(url);
}
