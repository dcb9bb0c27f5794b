import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toaster';
import { json, renderWithApp } from '@/test/render-with-app';
import { AppRoutes } from './router';

/** The theme toggle (in the header) follows the system's scheme; jsdom has no matchMedia. */
function stubMatchMedia(matchMedia: (query: string) => unknown) {
  vi.stubGlobal('matchMedia', matchMedia);
}
const noDarkScheme = (media: string) => ({
  matches: false,
  media,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
});

function renderApp(route: string, api: Parameters<typeof renderWithApp>[1] = {}) {
  return renderWithApp(
    <ToastProvider>
      <AppRoutes />
    </ToastProvider>,
    { route, ...api },
  );
}

describe('a render error', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows 'Something went wrong · Reload' under the header, and the next page afresh", async () => {
    // React reports the caught error on the console; the test reads the page instead.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // An answer the status page cannot read (another server's version, a proxy's page) makes
    // it throw while rendering.
    stubMatchMedia(noDarkScheme);
    const { user } = renderApp('/status', {
      api: { '/api/status': () => json({ platforms: null }) },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong·Reload');
    // The header stays: the way to another page is still there.
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Contest Tracker' })).toBeVisible();
    expect(screen.getAllByRole('main')).toHaveLength(1);

    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
    stubMatchMedia(noDarkScheme);

    await user.click(within(header).getByRole('link', { name: 'Contest Tracker' }));
    await waitFor(() => {
      expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Contest Tracker' })).toBeVisible();
  });

  it('in the layout itself replaces the whole app with the same message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubMatchMedia(() => {
      throw new Error('no media queries here');
    });
    renderApp('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong·Reload');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
