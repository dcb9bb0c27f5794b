import { setImmediate as afterPending } from 'node:timers/promises';
import type { Clock, Sleep } from '#server/lib/clock';
import { callSource, type CallSource } from './call-source';
import { UpstreamError } from './upstream-error';

const ORDER: readonly CallSource[] = ['sync', 'user', 'background'];

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
 */
export function createRateGate(
  minIntervalMs: number,
  clock: Clock,
  sleep: Sleep,
  userQueueCap = Number.POSITIVE_INFINITY,
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
  const open = async () => {
    if (opening) return;
    opening = true;
    try {
      while (waiting.length > 0) {
        const waitMs = nextAllowedAt - clock.now().getTime();
        if (waitMs > 0) await sleep(waitMs);
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
