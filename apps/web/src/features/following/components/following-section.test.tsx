import type { FollowingResponse } from '@contest-tracker/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, renderWithApp } from '@/test/render-with-app';
import { FollowingSection } from './following-section';

describe('FollowingSection', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'a-session-token');
  });
  afterEach(() => {
    localStorage.clear();
  });

  it('follows a handle, says why one is refused, and unfollows', async () => {
    let state: FollowingResponse = { following: [] };
    const { user, api } = renderWithApp(<FollowingSection />, {
      api: {
        '/user/following': () => json(state),
        'POST /user/following': (_url, call) => {
          const body = JSON.parse(call.body ?? '{}') as { handle: string };
          if (body.handle === 'nobody_zz') {
            return json(
              {
                error: { code: 'not_found', message: 'handle: Codeforces has no user nobody_zz.' },
                message: 'handle: Codeforces has no user nobody_zz.',
              },
              404,
            );
          }
          state = {
            following: [
              { platform: 'codeforces', handle: body.handle, since: '2026-03-01T12:00:00.000Z' },
            ],
          };
          return new Response(null, { status: 204 });
        },
        'DELETE /user/following/codeforces/tourist': () => {
          state = { following: [] };
          return new Response(null, { status: 204 });
        },
      },
    });
    expect(await screen.findByText(/Follow friends' handles/)).toBeVisible();
    await user.type(screen.getByLabelText('Handle to follow'), 'nobody_zz');
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Codeforces has no user nobody_zz.');

    await user.clear(screen.getByLabelText('Handle to follow'));
    await user.type(screen.getByLabelText('Handle to follow'), ' tourist ');
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    const list = await screen.findByRole('list', { name: 'Handles you follow' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('touristCodeforces');
    const posted = api.calls.filter((call) => call.method === 'POST').at(-1);
    expect(JSON.parse(posted?.body ?? '{}')).toEqual({ platform: 'codeforces', handle: 'tourist' });

    await user.click(screen.getByRole('button', { name: 'Unfollow tourist' }));
    expect(await screen.findByText(/Follow friends' handles/)).toBeVisible();
  });
});
