import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to draw: `step` at first, then `step` more after each commit,
 * in a transition. A long list's first screenful is committed (and painted) on its own, and the
 * rest follows in commits of the same size that input can interrupt, instead of one long task
 * that draws every card before the first shows (decision 063).
 */
export function useRevealed(total: number, step: number): number {
  const [revealed, setRevealed] = useState(step);
  useEffect(() => {
    if (revealed >= total) return;
    // The count this commit drew, not the latest: Strict Mode's second run asks for the same.
    startTransition(() => {
      setRevealed(revealed + step);
    });
  }, [revealed, total, step]);
  return Math.min(revealed, total);
}
