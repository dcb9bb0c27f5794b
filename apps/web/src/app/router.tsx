import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { HomePage } from './routes/home';
import { NotFoundPage } from './routes/not-found';
import { useStatus } from '@/features/status';

// Off the first visit's path: loaded when first opened.
const ProfilePage = lazy(async () => ({ default: (await import('./routes/profile')).ProfilePage }));
const AdminSolutionsPage = lazy(async () => ({
  default: (await import('./routes/admin-solutions')).AdminSolutionsPage,
}));
const StatusPage = lazy(async () => ({ default: (await import('./routes/status')).StatusPage }));
const MyBookmarksPage = lazy(async () => ({
  default: (await import('./routes/my-bookmarks')).MyBookmarksPage,
}));

// The status query lives on the home page too: asked here, the page's chunk holds only its markup.
function StatusRoute() {
  const status = useStatus();
  return (
    <Suspense>
      <StatusPage data={status.data} failed={status.isError} />
    </Suspense>
  );
}

/** Declarative routes: the data router's loaders would cost ~10 KB gzip we have no use for. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route
          path="profile"
          element={
            <Suspense>
              <ProfilePage />
            </Suspense>
          }
        />
        <Route path="status" element={<StatusRoute />} />
        <Route
          path="my_bookmarks"
          element={
            <Suspense>
              <MyBookmarksPage />
            </Suspense>
          }
        />
        <Route
          path="admin/solutions"
          element={
            <Suspense>
              <AdminSolutionsPage />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
