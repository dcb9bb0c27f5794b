import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, renderWithApp } from '@/test/render-with-app';
import ProfilePage from './profile';
import { USER } from '@/test/users';

/** The profile page, against a server whose hidden-series answer waits until the test lets it go. */
function renderProfile() {
  let release = () => {};
  const hiddenSeries = new Promise<Response>((resolve) => {
    release = () => {
      resolve(json({ hiddenSeries: [] }));
    };
  });
  const { api } = renderWithApp(<ProfilePage />, {
    route: '/profile',
    api: {
      '/user/profile': () => json({ user: USER }),
      '/user/calendar': () => json({ hasFeed: false, reminderMinutes: 30 }),
      '/user/handles': () => json({ handles: [], linkable: ['codeforces'] }),
      '/user/following': () => json({ following: [] }),
      '/user/hidden-series': () => hiddenSeries,
      '/user/notifications': () =>
        json({ channels: [], rules: [], timeZone: null, available: ['discord'] }),
    },
  });
  const requested = () => api.calls.map((call) => call.url.pathname).sort();
  return { release, requested };
}

describe('ProfilePage', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'a-session-token');
  });
  afterEach(() => {
    localStorage.clear();
  });

  it('appears whole once every section has its data, so nothing moves under the pointer', async () => {
    const { release, requested } = renderProfile();
    expect(await screen.findByText('Loading your profile…')).toBeInTheDocument();
    // The profile is in (the sections are asked for only then); the hidden series are not yet.
    await waitFor(() => {
      expect(requested()).toEqual([
        '/user/calendar',
        '/user/following',
        '/user/handles',
        '/user/hidden-series',
        '/user/notifications',
        '/user/profile',
      ]);
    });
    expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).not.toBeInTheDocument();
    expect(screen.queryByText('Ada')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
    expect(screen.getByText('Ada')).toBeVisible();
    expect(screen.getByText('You have no feed URL yet.')).toBeVisible();
    expect(screen.getByText(/^You hide no series\./)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Link handle' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeVisible();
    expect(screen.queryByText('Loading your profile…')).not.toBeInTheDocument();
  });

  it('promises nothing to come: every section is one the user can use now', async () => {
    const { release } = renderProfile();
    release();
    expect(await screen.findByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
    expect(screen.queryByText(/coming soon|view-only/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About' })).not.toBeInTheDocument();
  });

  it('asks a visitor with no session to sign in, without asking for any section', async () => {
    localStorage.clear();
    const { release, requested } = renderProfile();
    release();
    expect(await screen.findByText('Sign in to see your profile.')).toBeVisible();
    expect(requested()).toEqual([]);
  });
});
