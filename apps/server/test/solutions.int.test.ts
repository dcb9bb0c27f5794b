import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs, useStack } from './use-stack';
import { requestFrom } from './request-from';
import { TEST_NOW } from './test-stack';

let admin: string;
let user: string;

const accounts = useStack({
  accounts: true,
  env: { AUTH_RATE_LIMIT_PER_MINUTE: '40', WRITE_RATE_LIMIT_PER_MINUTE: '25' },
});
beforeEach(async () => {
  accounts.stack.time.clock.set(TEST_NOW);
  await accounts.stack.server.syncNow();
  admin = await signInAs(accounts.stack, accounts.keys, { sub: 'adm', email: 'admin@example.com' });
  user = await signInAs(accounts.stack, accounts.keys, { sub: 'usr', email: 'user@example.com' });
});

const upload = (
  token: string | undefined,
  videoSolution: string | null,
  contestId = 'codechef-START177',
) =>
  accounts.stack.request('POST', '/contests/upload_solution', {
    ...(token ? { token } : {}),
    json: { contestId, videoSolution },
  });
const pastCodechef = async () =>
  (
    (await (await accounts.stack.get('/contests/past_contest?platforms=codechef')).json()) as {
      pastContests: { id: string; video_solution?: string }[];
    }
  ).pastContests;

describe('POST /contests/upload_solution', () => {
  it('lets an admin save a link, stored in one canonical form, seen in the public list', async () => {
    const response = await upload(admin, 'https://www.youtube.com/live/dQw4w9WgXcQ?feature=share');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      contestId: 'codechef-START177',
      videoSolution: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    const start177 = (await pastCodechef()).find((c) => c.id === 'codechef-START177');
    expect(start177?.video_solution).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });

  it('lets an admin replace and remove a link', async () => {
    await upload(admin, 'https://youtu.be/dQw4w9WgXcQ');
    await upload(admin, 'https://youtube.com/shorts/aaaaaaaaaaa');
    let start177 = (await pastCodechef()).find((c) => c.id === 'codechef-START177');
    expect(start177?.video_solution).toBe('https://www.youtube.com/watch?v=aaaaaaaaaaa');
    expect((await upload(admin, null)).status).toBe(200);
    start177 = (await pastCodechef()).find((c) => c.id === 'codechef-START177');
    expect(start177).not.toHaveProperty('video_solution');
  });

  it('answers 401 signed out and 403 to a non-admin, changing nothing', async () => {
    const signedOut = await upload(undefined, 'https://youtu.be/dQw4w9WgXcQ');
    expect(signedOut.status).toBe(401);
    const plain = await upload(user, 'https://youtu.be/dQw4w9WgXcQ');
    expect(plain.status).toBe(403);
    expect(await plain.json()).toEqual({
      error: { code: 'forbidden', message: 'Only admins can add solution links.' },
      message: 'Only admins can add solution links.',
    });
    const start177 = (await pastCodechef()).find((c) => c.id === 'codechef-START177');
    expect(start177).not.toHaveProperty('video_solution');
  });

  it.each([
    'https://vimeo.com/123',
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'https://www.youtube.com/playlist?list=PL1',
    'Paste YouTube link...',
  ])('refuses %s with the exact message', async (link) => {
    const response = await upload(admin, link);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'bad_request', message: 'videoSolution must be a YouTube video link' },
      message: 'videoSolution must be a YouTube video link',
    });
  });

  it('refuses a link for a running or upcoming contest with 409, and takes it once the contest has ended', async () => {
    const message =
      'Solutions can be added only after the contest has ended (contest rules forbid sharing them while it runs).';
    // At TEST_NOW Starters 178 runs until 13:45 UTC and Starters 179 starts a week later.
    for (const contestId of ['codechef-START178', 'codechef-START179']) {
      const early = await upload(admin, 'https://youtu.be/dQw4w9WgXcQ', contestId);
      expect(early.status).toBe(409);
      expect(await early.json()).toEqual({ error: { code: 'conflict', message }, message });
    }
    const upcoming = (await (
      await accounts.stack.get('/contests/upcoming?platforms=codechef')
    ).json()) as {
      upcomingContests: { id: string; video_solution?: string }[];
    };
    expect(upcoming.upcomingContests.map((c) => c.id)).toContain('codechef-START178');
    expect(upcoming.upcomingContests.every((c) => c.video_solution === undefined)).toBe(true);

    accounts.stack.time.clock.set('2026-03-01T13:45:00.000Z');
    expect((await upload(admin, 'https://youtu.be/dQw4w9WgXcQ', 'codechef-START178')).status).toBe(
      200,
    );
    const start178 = (await pastCodechef()).find((c) => c.id === 'codechef-START178');
    expect(start178?.video_solution).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect((await upload(admin, 'https://youtu.be/dQw4w9WgXcQ', 'codechef-START179')).status).toBe(
      409,
    );
  });

  it('answers 404 for an unknown contest', async () => {
    expect((await upload(admin, 'https://youtu.be/dQw4w9WgXcQ', 'leetcode-nope')).status).toBe(404);
  });
});

describe('abuse limits', () => {
  it('refuses request bodies over 16 KB with 413 in the shared shape', async () => {
    const response = await accounts.stack.request('POST', '/user/bookmarks', {
      token: user,
      json: { contestId: 'x'.repeat(17 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'payload_too_large', message: 'request body is larger than 16 KB' },
      message: 'request body is larger than 16 KB',
    });
  });

  it('rate-limits writes per client with 429 in the shared shape', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await accounts.stack.request('DELETE', '/user/bookmarks/codechef-START177', {
        token: user,
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toMatchObject({ error: { code: 'rate_limited' } });
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      }
    }
    expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(25);
    expect(statuses.at(-1)).toBe(429);
    // Another user at another address is counted apart (this address has spent its budget too).
    const elsewhere = await requestFrom(
      accounts.stack.server.url,
      'DELETE',
      '/user/bookmarks/codechef-START177',
      { from: '127.0.0.2', token: admin },
    );
    expect(elsewhere.status).toBe(204);
  });

  it('rate-limits sign-in attempts per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) {
      statuses.push(
        (await accounts.stack.request('POST', '/auth/google', { json: { credential: 'x' } }))
          .status,
      );
    }
    expect(statuses).toContain(401);
    expect(statuses.at(-1)).toBe(429);
  });
});
