import { APP_PAGES, type AppPage } from '@contest-tracker/contract/pure';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
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

// One element per page of the shared list (`APP_PAGES`), which the server also answers 200 for:
// a page added to the list and not drawn here is a type error.
const PAGES: Record<AppPage, ReactNode> = {
  home: <HomePage />,
  profile: lazyPage(() => import('./routes/profile')),
  status: <StatusRoute />,
  myBookmarks: lazyPage(() => import('./routes/my-bookmarks')),
  adminSolutions: lazyPage(() => import('./routes/admin-solutions')),
  upsolve: lazyPage(() => import('./routes/upsolve')),
};

/** Declarative routes: the data router's loaders would cost ~10 KB gzip we have no use for. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {Object.entries(APP_PAGES).map(([page, path]) => (
          <Route key={page} path={path} element={PAGES[page as AppPage]} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
