import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, StaticRouter } from 'react-router';
import { ToastProvider } from '@/components/ui/toaster';
import { AppRoutes } from './router';

export interface AppProps {
  /** Made by the caller, which may prefetch into it before the first render (main.tsx). */
  queryClient: QueryClient;
  /** Renders this URL instead of the browser's: the build pre-renders the home page with it. */
  location?: string;
}

export function App({ queryClient, location }: AppProps) {
  // Both routers render the same tree, so the browser can adopt the pre-rendered markup.
  const routes = <AppRoutes />;
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        {location === undefined ? (
          <BrowserRouter>{routes}</BrowserRouter>
        ) : (
          <StaticRouter location={location}>{routes}</StaticRouter>
        )}
      </ToastProvider>
    </QueryClientProvider>
  );
}
