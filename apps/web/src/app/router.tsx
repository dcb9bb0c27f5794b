import { matchAppPage, type AppPage } from '@contest-tracker/contract/pure';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { useLocation } from '@/lib/router';
import { RootLayout } from './layout/root-layout';
import { HomePage } from './routes/home';
import { NotFoundPage } from './routes/not-found';
import { useStatus } from '@/features/status';

// Off the first visit's path: each loaded when first opened.
function lazyPage(load: () => Promise<{ default: ComponentType }>): ReactNode {
  const Page = lazy(load);
  return (
    <Suspense>
      <Page />
    </Suspense>
  );
}
const StatusPage = lazy(async () => ({ default: (await import('./routes/status')).StatusPage }));

// The status query lives on the home page too: asked here, the page's chunk holds only its markup.
function StatusRoute() {
  const status = useStatus();
  return (
    <Suspense>
      <StatusPage data={status.data} failed={status.isError} />
    </Suspense>
  );
}

const ContestPage = lazy(() => import('./routes/contest'));

// A contest's page takes its id from the address (`/contest/:id`), read where it is matched.
function ContestRoute() {
  const id = matchAppPage(useLocation().pathname)?.params.id ?? '';
  return (
    <Suspense>
      <ContestPage id={id} />
    </Suspense>
  );
}

// One element per page of the shared list (`APP_PAGES`), which the server also answers 200 for:
// a page added to the list and not drawn here is a type error.
const PAGES: Record<AppPage, ReactNode> = {
  home: <HomePage />,
  profile: lazyPage(() => import('./routes/profile')),
  status: <StatusRoute />,
  myBookmarks: lazyPage(() => import('./routes/my-bookmarks')),
  adminSolutions: lazyPage(() => import('./routes/admin-solutions')),
  upsolve: lazyPage(() => import('./routes/upsolve')),
  practice: lazyPage(() => import('./routes/practice')),
  contest: <ContestRoute />,
};

/**
 * Every page inside the layout; an address that is no page gets the not-found page. A page that
 * fails to render (or whose code fails to load) is replaced under the header, and tried afresh on
 * the next page; the layout failing is replaced whole.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = matchAppPage(pathname)?.page;
  // A page with a parameter is tried afresh per address: another contest's page is another page.
  const key = page === 'contest' ? pathname : (page ?? 'not-found');
  return (
    <ErrorBoundary>
      <RootLayout>
        <ErrorBoundary key={key}>{page ? PAGES[page] : <NotFoundPage />}</ErrorBoundary>
      </RootLayout>
    </ErrorBoundary>
  );
}
