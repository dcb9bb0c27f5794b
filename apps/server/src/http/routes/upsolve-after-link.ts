import type { PlatformId } from '@contest-tracker/contract';
import type { Jobs } from '#server/jobs/jobs';
import { asCallSource } from '#server/platforms/call-source';
import type { HandleDeps } from '#server/services/handles/link-handle';
import { refreshUpsolve } from '#server/services/handles/refresh-results';

/** The upsolve read: a dozen calls 2 s apart, with room for a sync's calls. */
const UPSOLVE_WAIT_MS = 5 * 60_000;

/**
 * What is left to upsolve, read once a handle is verified (by a proof or by Codeforces' sign-in):
 * a call per contest behind the platform's gate, so after answering, not before, and behind the
 * sync's and waiting users' calls. A run of the 'upsolve-refresh' job: its failure is logged
 * under that name, and shutdown waits for it.
 */
export function startUpsolveRead(
  jobs: Jobs,
  deps: HandleDeps,
  input: { userId: number; platform: PlatformId },
): void {
  jobs.start('upsolve-refresh', (stop) =>
    asCallSource('background', () =>
      refreshUpsolve(deps, input, AbortSignal.any([stop, AbortSignal.timeout(UPSOLVE_WAIT_MS)])),
    ),
  );
}
