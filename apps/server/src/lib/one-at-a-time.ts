import { AppError } from './app-error';

export interface OneAtATime {
  /** Runs `work` once nothing else runs; refuses (503, Retry-After) when too many already wait. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** How many are waiting for their turn (not counting the one running). */
  readonly waiting: number;
}

/**
 * A queue for work that holds the thread while it runs (a query on the embedded database runs
 * on the server's own thread): one at a time, and between two of them the event loop serves what
 * arrived meanwhile (`setImmediate` runs after pending I/O), so other requests wait for one piece
 * of work at most, not for a whole crowd of them. Past `maxWaiting`, a newcomer is refused at
 * once: a crowd gets a clear "try again" rather than an ever longer wait.
 */
export function oneAtATime(options: { maxWaiting: number; retryAfterSeconds: number }): OneAtATime {
  const queue: (() => void)[] = [];
  let running = false;

  async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running) {
      if (queue.length >= options.maxWaiting) {
        throw new AppError(
          'unavailable',
          'Too many searches at once; please try again shortly.',
          options.retryAfterSeconds,
        );
      }
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    running = true;
    try {
      return await work();
    } finally {
      const next = queue.shift();
      // The turn passes straight to the next one (still `running`), after pending I/O is served.
      if (next) setImmediate(next);
      else running = false;
    }
  }

  return {
    run,
    get waiting() {
      return queue.length;
    },
  };
}
