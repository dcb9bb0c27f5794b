import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/**
 * False while React adopts markup made on the server (and while the server makes it), true from
 * then on. What depends on the reader (their clock, zone, session, stored filters) waits for it:
 * React adopts only markup it would draw the same. Outside an adopting root it is true from the
 * start, so components rendered on their own (tests, a page not pre-rendered) need no provider.
 */
const HydratedContext = createContext(true);

export const useHydrated = (): boolean => useContext(HydratedContext);

/**
 * The value for the root's provider: `adopting` when the root adopts server markup. It turns true
 * in a transition once that markup is adopted, so the second pass (every card's times, the
 * reader's own header) renders in slices that yield to input, not in one long task as a
 * synchronous store update would.
 */
export function useHydratedRoot(adopting: boolean): boolean {
  const [hydrated, setHydrated] = useState(!adopting);
  useEffect(() => {
    if (hydrated) return;
    startTransition(() => {
      setHydrated(true);
    });
  }, [hydrated]);
  return hydrated;
}

export const HydratedProvider = HydratedContext;
