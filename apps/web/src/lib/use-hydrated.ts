import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React adopts the pre-rendered home page (and while the build renders it), true from
 * then on. The build rendered that page before any data existed; the prefetched answers may be in
 * the cache by the time React hydrates, so what shows them waits for this to turn true (React's
 * two-pass rendering for content that differs between server and client).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
