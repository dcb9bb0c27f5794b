import type { PlatformId } from '@contest-tracker/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundWork } from '#server/lib/background-work';
import { asCallSource } from '#server/platforms/call-source';
import type { HandleDeps } from '#server/services/handles/link-handle';
import { refreshUpsolve } from '#server/services/handles/refresh-results';

/** The upsolve read: a dozen calls 2 s apart, with room for a sync's calls. */
const UPSOLVE_WAIT_MS = 5 * 60_000;

/**
 * What is left to upsolve, read once a handle is verified (by a proof or by Codeforces' sign-in):
 * a call per contest behind the platform's gate, so after answering, not before, and behind the
 * sync's and waiting users' calls.
 */
export function startUpsolveRead(
  background: BackgroundWork,
  deps: HandleDeps,
  input: { userId: number; platform: PlatformId },
  log: FastifyBaseLogger,
): void {
  background.start((stop) =>
    asCallSource('background', () =>
      refreshUpsolve(deps, input, AbortSignal.any([stop, AbortSignal.timeout(UPSOLVE_WAIT_MS)])),
    ).catch((error: unknown) => {
      if (!stop.aborted) log.warn({ job: 'upsolve-refresh', err: error }, 'upsolve-refresh failed');
    }),
  );
}
