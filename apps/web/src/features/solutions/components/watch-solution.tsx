import { useEffect, useRef, useState } from 'react';
import { useHideSolutionLinks } from '@/features/solutions/lib/solution-visibility';

const linkClass =
  'rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-white/90';

/**
 * A card's 'Watch Solution' link; with the spoiler-safe preference on, 'Solution available'
 * first, which reveals the link (and moves focus to it) when opened.
 */
export function WatchSolution({ href, title }: { href: string; title: string }) {
  const hide = useHideSolutionLinks();
  const [revealed, setRevealed] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const focusOnReveal = useRef(false);

  useEffect(() => {
    if (revealed && focusOnReveal.current) link.current?.focus();
  }, [revealed]);

  if (hide && !revealed) {
    return (
      <button
        type="button"
        className="rounded-lg border border-dashed border-white/80 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        onClick={() => {
          focusOnReveal.current = true;
          setRevealed(true);
        }}
      >
        Solution available
        <span className="sr-only"> for {title}: show the link</span>
      </button>
    );
  }
  return (
    <a ref={link} href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      Watch Solution
      <span className="sr-only"> for {title} (opens in a new tab)</span>
    </a>
  );
}
