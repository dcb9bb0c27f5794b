import { CONFIG_PATH } from '../features/auth/api/get-client-config';
import { PROFILE_PATH } from '../features/auth/api/get-me';
import { pastContestsPath } from '../features/contests/api/get-past-contests';
import { UPCOMING_PATH } from '../features/contests/api/get-upcoming-contests';
import { readHomeState } from '../features/contests/lib/home-state';
import { startEarlyGet } from '../lib/api-client';
import { readSessionToken } from '../lib/session-token';

// The first screen's requests, sent before React mounts it: the answers are on their way while
// React renders, and its queries take them over (early-requests).

/** What everyone's first screen at this URL asks for: the config and, at home, both lists. */
export function startPublicRequests({ pathname, search }: { pathname: string; search: string }) {
  startEarlyGet(CONFIG_PATH, { anonymous: true });
  if (pathname !== '/') return;
  startEarlyGet(UPCOMING_PATH, { anonymous: true });
  const { page, platforms } = readHomeState(new URLSearchParams(search));
  startEarlyGet(pastContestsPath({ page, platforms }), { anonymous: true });
}

/** The signed-in visitor's profile (the first read of localStorage is a slow task of its own). */
export function startSessionRequests() {
  if (readSessionToken()) startEarlyGet(PROFILE_PATH);
}
