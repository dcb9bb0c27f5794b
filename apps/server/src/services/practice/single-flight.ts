/**
 * One database read per key at a time: the requests that ask while it runs share it. Many
 * clients asking for one user's picks at once (a page's three bands; a load test's connections)
 * read the user once. A read dropped while it runs (a skip, a read of the submissions) is still
 * answered to those waiting for it, but not kept: the next ask reads again.
 */
export function createSingleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return {
    run(key: string, read: () => Promise<T>, keep: (value: T) => void): Promise<T> {
      const shared = running.get(key);
      if (shared) return shared;
      const started: Promise<T> = read()
        .then((value) => {
          if (running.get(key) === started) keep(value);
          return value;
        })
        .finally(() => {
          if (running.get(key) === started) running.delete(key);
        });
      running.set(key, started);
      return started;
    },
    drop(key: string) {
      running.delete(key);
    },
  };
}
