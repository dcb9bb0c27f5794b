import { setImmediate as afterPending } from 'node:timers/promises';
import type { Clock, Sleep } from '#server/lib/clock';
import { callSource, type CallSource } from './call-source';
import { UpstreamError } from './upstream-error';

const ORDER: readonly CallSource[] = ['sync', 'user', 'background'];

/**
 * Claims the call slot of a gate shared with other instances (`db/rate-gates-repository.ts`):
 * answers 0 when the call may go now, else how long until it may try again; it may throw when
 * the database is away.
 */
export type TakeSlot = () => Promise<number>;

interface Waiting {
  source: CallSource;
  pass: () => void;
}

/**
 * Spaces calls at least `minIntervalMs` apart (Codeforces allows one call per 2 seconds). Who goes
 * next is picked when the gate opens: the sync before users, users before background reads, each
 * in arrival order. Users' calls wait at most `userQueueCap` deep: one more is refused at once
 * (`UpstreamError` 'busy', with the wait the queue already holds), so no user's burst can push
 * everyone's answers past their timeouts.
 *
 * With `takeSlot` (several instances on PostgreSQL) the spacing is the shared slot's: each call
 * this gate lets go first claims the group's slot in the database, waiting until it gets it, so N
 * instances together keep the one interval; queue caps and priority stay each instance's own. If
 * the database cannot be asked, this instance's own spacing still holds.
 */
export function createRateGate(
  minIntervalMs: number,
  clock: Clock,
  sleep: Sleep,
  userQueueCap = Number.POSITIVE_INFINITY,
  takeSlot?: TakeSlot,
) {
  let nextAllowedAt = 0;
  let opening = false;
  const waiting: Waiting[] = [];

  const takeNext = () => {
    for (const source of ORDER) {
      const at = waiting.findIndex((w) => w.source === source);
      if (at >= 0) return waiting.splice(at, 1)[0];
    }
    return undefined;
  };

  // One loop opens the gate for the waiting calls; it sleeps on its own, not on a caller's signal,
  // so a caller that gives up leaves the queue without stopping the others' turns.
  const localWaitMs = () => nextAllowedAt - clock.now().getTime();
  const waitForSharedSlot = async (take: TakeSlot) => {
    for (;;) {
      let waitMs: number;
      try {
        waitMs = await take();
      } catch {
        waitMs = localWaitMs();
        if (waitMs > 0) await sleep(waitMs);
        return;
      }
      if (waitMs <= 0) return;
      await sleep(waitMs);
    }
  };

  const open = async () => {
    if (opening) return;
    opening = true;
    try {
      while (waiting.length > 0) {
        // Without a shared gate the first call goes on in this very turn (no await before it).
        if (takeSlot) await waitForSharedSlot(takeSlot);
        else {
          const waitMs = localWaitMs();
          if (waitMs > 0) await sleep(waitMs);
        }
        const next = takeNext();
        if (!next) break;
        nextAllowedAt = clock.now().getTime() + minIntervalMs;
        next.pass();
        // The caller goes on (and sends) before the next wait starts: on an injected clock that
        // wait moves time at once, which must not happen before this call is on its way.
        await afterPending();
      }
    } finally {
      opening = false;
    }
  };

  return (signal: AbortSignal): Promise<void> => {
    if (signal.aborted) return Promise.reject(signal.reason as Error);
    const source = callSource();
    if (source === 'user') {
      const queued = waiting.filter((w) => w.source === 'user').length;
      if (queued >= userQueueCap) {
        const waitS = Math.ceil(((waiting.length + 1) * minIntervalMs) / 1000);
        return Promise.reject(
          new UpstreamError('busy', `${queued} user calls already wait at the gate`, false, waitS),
        );
      }
    }
    return new Promise<void>((resolve, reject) => {
      const entry: Waiting = {
        source,
        pass: () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      const onAbort = () => {
        const at = waiting.indexOf(entry);
        if (at >= 0) waiting.splice(at, 1);
        reject(signal.reason as Error);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      waiting.push(entry);
      void open();
    });
  };
}
