import type { ClientConfigResponse, User } from '@contest-tracker/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '@/components/ui/toaster';
import { json, renderWithApp } from '@/test/render-with-app';
import { SignInArea } from './sign-in-area';

const DEMO_USER: User = {
  name: 'Demo User',
  picture: null,
  email: 'demo-user@example.com',
  isadmin: false,
  bookmarks: [],
  hideSolutionLinks: false,
};

const TRY_USER = { name: 'Try as a demo user' };
const TRY_ADMIN = { name: 'Try as the demo admin' };

function renderSignIn(
  config: ClientConfigResponse,
  demoAnswer?: () => Response,
  profile?: () => Promise<Response>,
) {
  return renderWithApp(
    <ToastProvider>
      <SignInArea />
    </ToastProvider>,
    {
      api: {
        '/api/config': () => json(config),
        ...(demoAnswer ? { 'POST /demo/sign-in': demoAnswer } : {}),
        ...(profile ? { '/user/profile': profile } : {}),
      },
    },
  );
}

describe('SignInArea', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it("offers 'Try as …' when the server says it is the demo", async () => {
    renderSignIn({ googleClientId: null, demoSignIn: true });
    expect(await screen.findByRole('button', TRY_USER)).toBeVisible();
    expect(screen.getByRole('button', TRY_ADMIN)).toBeVisible();
    expect(screen.queryByText('Sign-in is not configured')).toBeNull();
  });

  it('offers no sign-in while a token is held and its profile cannot be fetched; a 401 signs out', async () => {
    localStorage.setItem('token', 'held');
    let answer = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));
    const { queryClient } = renderSignIn(
      { googleClientId: null, demoSignIn: true },
      undefined,
      () => answer(),
    );
    await waitFor(() => {
      expect(queryClient.isFetching()).toBe(0);
    });
    expect(queryClient.getQueryState(['me'])?.status).toBe('error');
    expect(screen.queryByRole('button', TRY_USER)).toBeNull();
    answer = () => Promise.resolve(json({ error: { code: 'unauthorized', message: 'x' } }, 401));
    await queryClient.refetchQueries({ queryKey: ['me'] });
    expect(await screen.findByRole('button', TRY_USER)).toBeVisible();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("offers no 'Try as …' anywhere else", async () => {
    renderSignIn({ googleClientId: null, demoSignIn: false });
    expect(await screen.findByText('Sign-in is not configured')).toBeVisible();
    expect(screen.queryByRole('button', TRY_USER)).toBeNull();
    expect(screen.queryByRole('button', TRY_ADMIN)).toBeNull();
  });

  it('signs in as the demo user from the keyboard, and shows who is signed in', async () => {
    const { user, api } = renderSignIn({ googleClientId: null, demoSignIn: true }, () =>
      json({ token: 'demo-session', user: DEMO_USER }),
    );
    (await screen.findByRole('button', TRY_USER)).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('demo-user@example.com')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(localStorage.getItem('token')).toBe('demo-session');
    const sent = api.calls.find((call) => call.path === '/demo/sign-in');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ role: 'user' });
  });

  it("shows the server's reason in a toast when the demo sign-in fails", async () => {
    const { user } = renderSignIn({ googleClientId: null, demoSignIn: true }, () =>
      json(
        { error: { code: 'rate_limited', message: 'Too many requests; try again in 30 s.' } },
        429,
      ),
    );
    await user.click(await screen.findByRole('button', TRY_ADMIN));
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Could not sign in to the demo: Too many requests; try again in 30 s.',
    );
    expect(screen.getByRole('button', TRY_ADMIN)).toBeEnabled();
  });
});
