import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

/**
 * False while React adopts markup made on the server (and while the server makes it), true from
 * then on. What depends on the reader (their clock, zone, session, stored filters) waits for it:
 * React adopts only markup it would draw the same. Outside an adopting root it is true from the
 * start, so components rendered on their own (tests, a page not pre-rendered) need no provider.
 */
const HydratedContext = createContext(true);

export const useHydrated = (): boolean => useContext(HydratedContext);

/**
 * Sets `useHydrated()` for the tree: `adopting` when the root adopts server markup (or is that
 * markup being made). It turns true in a transition once that markup is adopted, so the second
 * pass (every card's times, the reader's own header) renders in slices that yield to input, not
 * in one long task as a synchronous store update would.
 */
export function HydrationRoot({ adopting, children }: { adopting: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!adopting);
  useEffect(() => {
    if (hydrated) return;
    startTransition(() => {
      setHydrated(true);
    });
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}
