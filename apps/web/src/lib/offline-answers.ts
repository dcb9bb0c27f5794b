import { useSyncExternalStore } from 'react';

/** Set by the service worker on an answer it kept and gave back because the network failed. */
const CACHED_AT = 'x-cached-at';

let cachedAt: Date | undefined;
const listeners = new Set<() => void>();

/**
 * Every answer says whether the app now shows kept contests (offline) or live ones: an answer
 * from the network clears the offline line, one from the service worker's copy sets it.
 */
export function noteAnswer(response: Response): void {
  const header = response.headers.get(CACHED_AT);
  const at = header ? new Date(header) : undefined;
  const next = at && !Number.isNaN(at.getTime()) ? at : undefined;
  if (next?.getTime() === cachedAt?.getTime()) return;
  cachedAt = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** When the contests on screen came from the server, while offline; undefined when live. */
export function useOfflineSince(): Date | undefined {
  return useSyncExternalStore(
    subscribe,
    () => cachedAt,
    () => undefined,
  );
}
