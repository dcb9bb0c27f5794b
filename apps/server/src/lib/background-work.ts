/**
 * Work a request starts and does not wait for (reading a handle's upsolve list). Shutdown aborts
 * it and waits, so nothing writes to a database being closed; tests wait for it to settle.
 */
export function createBackgroundWork() {
  const running = new Set<Promise<unknown>>();
  const controller = new AbortController();
  const idle = async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  };
  return {
    start(task: (signal: AbortSignal) => Promise<unknown>): void {
      const done: Promise<unknown> = task(controller.signal).finally(() => running.delete(done));
      running.add(done);
    },
    idle,
    async stop() {
      controller.abort();
      await idle();
    },
  };
}

export type BackgroundWork = ReturnType<typeof createBackgroundWork>;
