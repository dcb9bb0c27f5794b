import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from '@/lib/router';
import { useMe, SignInArea } from '@/features/auth';
import { useHydrated } from '@/lib/use-hydrated';
import { ThemeToggle } from './theme-toggle';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800 ${
    isActive ? 'text-sky-800 dark:text-sky-300' : 'text-slate-700 dark:text-slate-300'
  }`;

/**
 * On the contests page its own links (the title, 'Contests') are not Tab stops: they would only
 * reload the page, and they stood between the page's top and the first contest (issue 48: at most
 * eight stops). Everywhere else they are; a mouse and a screen reader's list of links have them.
 */
function useSelfLinkTabIndex(): -1 | undefined {
  return useLocation().pathname === '/' ? -1 : undefined;
}

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const me = useMe();
  const selfLink = useSelfLinkTabIndex();
  // Signed out in the pre-rendered page, whatever the cache knows by then (use-hydrated.ts).
  const user = useHydrated() ? me.data : undefined;
  return (
    <>
      <NavLink to="/" end className={linkClass} onClick={onNavigate} tabIndex={selfLink}>
        Contests
      </NavLink>
      {user && (
        <>
          <NavLink to="/my_bookmarks" className={linkClass} onClick={onNavigate}>
            My Bookmarks
          </NavLink>
          {/* A verified handle with results: there is something to upsolve (profile's hasResults). */}
          {user.hasResults && (
            <NavLink to="/upsolve" className={linkClass} onClick={onNavigate}>
              Upsolve
            </NavLink>
          )}
          {user.hasResults && (
            <NavLink to="/practice" className={linkClass} onClick={onNavigate}>
              Practice
            </NavLink>
          )}
          <NavLink to="/profile" className={linkClass} onClick={onNavigate}>
            Profile
          </NavLink>
          {user.isadmin && (
            <NavLink to="/admin/solutions" className={linkClass} onClick={onNavigate}>
              Review solutions
            </NavLink>
          )}
        </>
      )}
    </>
  );
}

export function Header() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const selfLink = useSelfLinkTabIndex();
  const close = () => {
    setOpen(false);
  };

  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="text-lg font-bold tracking-tight" tabIndex={selfLink}>
          Contest Tracker
        </Link>
        <div className="flex items-center gap-2">
          <nav aria-label="Main" className="hidden items-center gap-2 lg:flex">
            <NavLinks />
            <SignInArea />
          </nav>
          <ThemeToggle />
          <button
            type="button"
            className="rounded-md p-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 lg:hidden dark:hover:bg-slate-800"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => {
              setOpen((value) => !value);
            }}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {open && (
        <nav
          id="mobile-menu"
          aria-label="Main"
          className="flex flex-col gap-1 border-t border-slate-200 px-4 py-3 lg:hidden dark:border-slate-800"
        >
          <NavLinks onNavigate={close} />
          <SignInArea />
        </nav>
      )}
    </header>
  );
}
