import { useEffect } from 'react';

/** What each page with unsaved work would lose: its question, asked before the app moves on. */
const guards = new Set<() => string>();

/**
 * True when the app may leave the page: nothing is unsaved, or the user said so to every
 * question. Asked by the router before it changes the page (a link, Back, Forward).
 */
export function mayLeave(): boolean {
  return [...guards].every((question) => window.confirm(question()));
}

/**
 * While `question` is set, leaving the page asks it first: in the app through the router, and
 * on a reload, a closed tab or another site through the browser's own 'Leave site?' dialog
 * (browsers show their own words there, not ours).
 */
export function useLeaveGuard(question: string | undefined): void {
  useEffect(() => {
    if (!question) return;
    const guard = () => question;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    guards.add(guard);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      guards.delete(guard);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [question]);
}
