import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { ToastProvider } from '../components/ui/toaster';
import { createQueryClient } from '../lib/query-client';
import { AppRoutes } from './router';

export interface AppProps {
  /** Renders this URL instead of the browser's: the build pre-renders the home page with it. */
  location?: string;
}

export function App({ location }: AppProps) {
  const [queryClient] = useState(createQueryClient);
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
