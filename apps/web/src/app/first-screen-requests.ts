import { CONFIG_PATH } from '../features/auth/api/get-client-config';
import { PROFILE_PATH } from '../features/auth/api/get-me';
import { pastContestsPath } from '../features/contests/api/get-past-contests';
import { UPCOMING_PATH } from '../features/contests/api/get-upcoming-contests';
import { readHomeState } from '../features/contests/lib/home-state';
import { startEarlyGet } from '../lib/api-client';
import { readSessionToken } from '../lib/session-token';

/**
 * Sends the requests the first screen at this URL will make, before React mounts it: the
 * answers are on their way while React renders, and its queries take them over (early-requests).
 */
export function startFirstScreenRequests({
  pathname,
  search,
}: {
  pathname: string;
  search: string;
}) {
  startEarlyGet(CONFIG_PATH);
  if (readSessionToken()) startEarlyGet(PROFILE_PATH);
  if (pathname !== '/') return;
  startEarlyGet(UPCOMING_PATH);
  const { page, platforms } = readHomeState(new URLSearchParams(search));
  startEarlyGet(pastContestsPath({ page, platforms }));
}
