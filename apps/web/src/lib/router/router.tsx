import {
  createContext,
  startTransition,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { mayLeave } from './leave-guard';

/** Where the app is: path and query string (`?…` or empty), as `location` has them. */
export interface AppLocation {
  pathname: string;
  search: string;
}

interface RouterState {
  location: AppLocation;
  /** Goes to `to` (a path, with or without a query): a new history entry unless `replace`. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

const RouterContext = createContext<RouterState | undefined>(undefined);

function parse(url: string): AppLocation {
  const { pathname, search } = new URL(url, 'http://app.invalid');
  return { pathname, search };
}

const fromWindow = (): AppLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
});

/**
 * The app's router: the browser's address (history and back/forward), or a fixed `location` (the
 * build pre-renders the home page at one) or, with `memory`, an address kept in memory (tests).
 * Our pages are a short list (`APP_PAGES`, one with a parameter, matched by the contract's
 * `matchAppPage`), so a router library's matching, loaders and data APIs were ~14 KB gzip of the
 * first visit spent on nothing (decision 031).
 */
export function Router({
  location,
  memory = false,
  children,
}: {
  location?: string;
  memory?: boolean;
  children: ReactNode;
}) {
  const fixed = location !== undefined && !memory;
  const [current, setCurrent] = useState<AppLocation>(() =>
    location === undefined ? fromWindow() : parse(location),
  );

  // Where Back or Forward returns to when a page with unsaved work is not to be left.
  const shown = useRef(current);
  useEffect(() => {
    shown.current = current;
  }, [current]);

  useEffect(() => {
    if (location !== undefined) return;
    const onPop = () => {
      if (window.location.pathname !== shown.current.pathname && !mayLeave()) {
        // The address has moved already: put the page's own back.
        window.history.pushState(null, '', shown.current.pathname + shown.current.search);
        return;
      }
      startTransition(() => {
        setCurrent(fromWindow());
      });
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
    };
  }, [location]);

  const state = useMemo<RouterState>(
    () => ({
      location: current,
      navigate(to, options = {}) {
        if (fixed) return;
        const next = parse(to.startsWith('?') ? `${current.pathname}${to}` : to);
        if (next.pathname !== current.pathname && !mayLeave()) return;
        if (location === undefined) {
          const url = next.pathname + next.search;
          if (options.replace) window.history.replaceState(null, '', url);
          else window.history.pushState(null, '', url);
        }
        // As a transition: a page still loading its code keeps the one shown until it is ready.
        startTransition(() => {
          setCurrent(next);
        });
      },
    }),
    [current, fixed, location],
  );
  return <RouterContext value={state}>{children}</RouterContext>;
}

function useRouter(): RouterState {
  const router = use(RouterContext);
  if (!router) throw new Error('used outside <Router>');
  return router;
}

export const useLocation = (): AppLocation => useRouter().location;

export const useNavigate = () => useRouter().navigate;
