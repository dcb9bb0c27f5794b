import type { MouseEvent } from 'react';
import { useLocation } from '@/lib/router';
import { tabStops } from '@/lib/next-tabbable';

/** The pages whose content is a list of contests (cards and rows carry `data-contest`). */
const CONTEST_PAGES = new Set(['/', '/my_bookmarks']);

/**
 * The first Tab stop of every page. Where the page lists contests, 'Skip to contests' moves focus
 * to the first contest's first control (its title's link), past the header and the filters;
 * elsewhere, and while no contest is shown, 'Skip to content' (the browser follows #main).
 */
export function SkipLink() {
  const { pathname } = useLocation();
  const toContests = CONTEST_PAGES.has(pathname);
  const skip = (event: MouseEvent) => {
    const first = document.querySelector('#main [data-contest]');
    const target = first ? tabStops(first)[0] : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a
      href="#main"
      onClick={toContests ? skip : undefined}
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-20 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
    >
      {toContests ? 'Skip to contests' : 'Skip to content'}
    </a>
  );
}
