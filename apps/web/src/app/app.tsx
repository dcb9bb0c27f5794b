import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Router } from '@/lib/router';
import { ToastProvider } from '@/components/ui/toaster';
import { AppRoutes } from './router';

export interface AppProps {
  /** Made by the caller, which may prefetch into it before the first render (main.tsx). */
  queryClient: QueryClient;
  /** Renders this URL instead of the browser's: the build pre-renders the home page with it. */
  location?: string;
}

export function App({ queryClient, location }: AppProps) {
  // The same tree at a fixed address or the browser's, so the browser adopts the pre-rendered markup.
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <Router {...(location === undefined ? {} : { location })}>
          <AppRoutes />
        </Router>
      </ToastProvider>
    </QueryClientProvider>
  );
}
