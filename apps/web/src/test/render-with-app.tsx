import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Router, useLocation } from '@/lib/router';
import { type ApiRoutes, installFakeApi } from './fake-api';

export { json } from './fake-api';

export interface RenderWithAppOptions {
  /** The address the page opens at. */
  route?: string;
  /** The fake API's routes; unknown paths answer 404. */
  api?: ApiRoutes;
  /** Runs on the query client before the first render, as main.tsx does (e.g. seeds answers). */
  prepare?: (queryClient: QueryClient) => void;
}

function LocationProbe() {
  const location = useLocation();
  return (
    <p hidden data-testid="location">
      {location.pathname + location.search}
    </p>
  );
}

/**
 * Renders `ui` as the app runs it (its query client, a router at `route`) against a fake API.
 * Queries do not retry, so a failed answer shows at once.
 */
export function renderWithApp(
  ui: ReactElement,
  { route = '/', api, prepare }: RenderWithAppOptions = {},
) {
  const fakeApi = installFakeApi(api);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  prepare?.(queryClient);
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Router location={route} memory>
        {ui}
        <LocationProbe />
      </Router>
    </QueryClientProvider>,
  );
  return {
    ...view,
    user,
    queryClient,
    api: fakeApi,
  };
}

/** Where the router is now: path and query (`/?tab=past&page=2`). */
export const currentLocation = () => screen.getByTestId('location').textContent;
