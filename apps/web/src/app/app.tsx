import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Router } from '@/lib/router';
import { ToastProvider } from '@/components/ui/toaster';
import { CardsInPageContext } from '@/lib/cards-in-page';
import { HydrationRoot } from '@/lib/use-hydrated';
import { AppRoutes } from './router';

export interface AppProps {
  /** Made by the caller, which may prefetch into it before the first render (main.tsx). */
  queryClient: QueryClient;
  /** Renders this URL instead of the browser's: the build pre-renders the home page with it. */
  location?: string;
  /** The markup React adopts holds the home page's first cards (the server drew them). */
  cardsInPage?: boolean;
  /** Rendered on the server, or adopting what the server rendered: see `useHydrated`. */
  adopting?: boolean;
}

export function App({ queryClient, location, cardsInPage = false, adopting = false }: AppProps) {
  // The same tree at a fixed address or the browser's, so the browser adopts the pre-rendered markup.
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <HydrationRoot adopting={adopting}>
          <CardsInPageContext value={cardsInPage}>
            <Router {...(location === undefined ? {} : { location })}>
              <AppRoutes />
            </Router>
          </CardsInPageContext>
        </HydrationRoot>
      </ToastProvider>
    </QueryClientProvider>
  );
}
