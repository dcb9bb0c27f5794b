import type { User } from '@contest-tracker/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { ProfilePage } from './profile';

const USER: User = {
  name: 'Ada',
  picture: null,
  email: 'ada@example.com',
  isadmin: false,
  bookmarks: [],
  hideSolutionLinks: false,
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const pathOf = (input: RequestInfo | URL) =>
  new URL(
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    'http://localhost',
  ).pathname;

/** A server whose hidden-series answer waits until the test lets it go. */
function stubServer() {
  let release = () => {};
  const hiddenSeries = new Promise<Response>((resolve) => {
    release = () => {
      resolve(json({ hiddenSeries: [] }));
    };
  });
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      switch (pathOf(input)) {
        case '/user/profile':
          return Promise.resolve(json({ user: USER }));
        case '/user/calendar':
          return Promise.resolve(json({ hasFeed: false, reminderMinutes: 30 }));
        case '/user/hidden-series':
          return hiddenSeries;
        default:
          return Promise.reject(new Error(`unexpected ${pathOf(input)}`));
      }
    }),
  );
  return { release };
}

const requested = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => pathOf(input))
    .sort();

function renderProfile() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/profile']}>
        <ProfilePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ProfilePage', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'a-session-token');
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('appears whole once every section has its data, so nothing moves under the pointer', async () => {
    const { release } = stubServer();
    renderProfile();
    expect(await screen.findByText('Loading your profile…')).toBeInTheDocument();
    // The profile is in (the sections are asked for only then); the hidden series are not yet.
    await waitFor(() => {
      expect(requested()).toEqual(['/user/calendar', '/user/hidden-series', '/user/profile']);
    });
    expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).not.toBeInTheDocument();
    expect(screen.queryByText('Ada')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
    expect(screen.getByText('Ada')).toBeVisible();
    expect(screen.getByText('You have no feed URL yet.')).toBeVisible();
    expect(screen.getByText(/^You hide no series\./)).toBeVisible();
    expect(screen.queryByText('Loading your profile…')).not.toBeInTheDocument();
  });

  it('asks a visitor with no session to sign in, without asking for any section', async () => {
    localStorage.clear();
    const { release } = stubServer();
    release();
    renderProfile();
    expect(await screen.findByText('Sign in to see your profile.')).toBeVisible();
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });
});
