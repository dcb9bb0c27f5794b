import { onlineManager, type QueryClient } from '@tanstack/react-query';

/**
 * Back online, everything asked is asked again at once, so the offline line and any list that
 * failed clear by themselves. TanStack Query's own reconnect refetch is not enough: it refetches
 * only answers older than their stale time (a list the service worker gave from its copy a
 * moment ago is not), and it hears only a change of its online state, which starts as online
 * whatever the browser says: a page opened offline would never hear the connection come back.
 */
export function refetchWhenBackOnline(
  queryClient: QueryClient,
  target: Window = window,
): () => void {
  // Offline from the start: retries wait for the connection rather than failing meanwhile.
  onlineManager.setOnline(target.navigator.onLine);
  const refetch = () => {
    void queryClient.invalidateQueries();
  };
  target.addEventListener('online', refetch);
  return () => {
    target.removeEventListener('online', refetch);
  };
}
