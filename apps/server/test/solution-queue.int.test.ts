import type { SolutionQueueResponse } from '@contest-tracker/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs, useStack } from './use-stack';
import { TEST_NOW } from './test-stack';

let admin: string;
let user: string;

const accounts = useStack({ accounts: true, env: { YOUTUBE_API_KEY: 'test-key' } });
beforeEach(async () => {
  accounts.stack.time.clock.set(TEST_NOW);
  await accounts.stack.server.syncNow();
  await accounts.stack.server.youtubeSyncNow?.();
  admin = await signInAs(accounts.stack, accounts.keys, { sub: 'adm', email: 'admin@example.com' });
  user = await signInAs(accounts.stack, accounts.keys, { sub: 'usr', email: 'user@example.com' });
});

const videoIdOf = (title: string) => {
  const item = accounts.stack.replay.youtube.items.find((i) => i.snippet.title.startsWith(title));
  if (!item) throw new Error(`no replayed video '${title}'`);
  return item.snippet.resourceId.videoId;
};
async function queue(token: string, page = 0) {
  const response = await accounts.stack.request('GET', `/api/admin/solutions?page=${page}`, {
    token,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as SolutionQueueResponse;
}
const attach = (token: string | undefined, videoId: string, contestId: string) =>
  accounts.stack.request('POST', `/api/admin/solutions/${videoId}/attach`, {
    ...(token ? { token } : {}),
    json: { contestId },
  });
const dismiss = (token: string | undefined, videoId: string) =>
  accounts.stack.request('POST', `/api/admin/solutions/${videoId}/dismiss`, token ? { token } : {});

describe('the review queue API', () => {
  it('is for admins only: 401 signed out, 403 for a user, on every call', async () => {
    const id = videoIdOf('Codeforces Round 921');
    expect((await accounts.stack.request('GET', '/api/admin/solutions')).status).toBe(401);
    const forbidden = await accounts.stack.request('GET', '/api/admin/solutions', { token: user });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({
      message: 'Only admins can review solution videos.',
    });
    expect((await attach(undefined, id, 'codeforces-1925')).status).toBe(401);
    expect((await attach(user, id, 'codeforces-1925')).status).toBe(403);
    expect((await dismiss(user, id)).status).toBe(403);
    expect((await queue(admin)).videos.map((v) => v.videoId)).toContain(id);
  });

  it('lists queued videos newest first with their candidate contests, in pages', async () => {
    const body = await queue(admin);
    expect(body).toMatchObject({ page: 0, pageSize: 10, hasMore: false });
    expect(body.videos.map((v) => v.title)).toEqual([
      'Starters 178 | Video Solutions - A to E',
      'Codeforces Round 921 | All problems explained',
      'Codeforces Round 905 | Div 1, Div 2 and Div 3',
      'Codeforces Round 908 | Problems A to D',
      'Codeforces Round 906 | Problems A to D',
      'Codeforces Round 901 | Problems A to D',
      'Codeforces Round 928 (Div. 4) | A to G',
    ]);
    const round921 = body.videos[1];
    expect(round921).toMatchObject({
      url: `https://www.youtube.com/watch?v=${videoIdOf('Codeforces Round 921')}`,
      reason: 'could be several rounds',
      thumbnailUrl: expect.stringMatching(
        /^https:\/\/i\.ytimg\.com\/vi\/.+\/mqdefault\.jpg$/,
      ) as string,
    });
    expect(round921?.candidates.map((c) => [c.id, c.title])).toEqual([
      ['codeforces-1924', 'Codeforces Round 921 (Div. 1)'],
      ['codeforces-1925', 'Codeforces Round 921 (Div. 2)'],
    ]);
    expect(body.videos.at(-1)?.candidates).toEqual([]);

    // Uploads of rounds we do not list yet fill a second page.
    const template = accounts.stack.replay.youtube.items[0];
    if (!template) throw new Error('empty playlist');
    const extra = [1, 2, 3, 4].map((n) => ({
      ...template,
      id: `extra-${n}`,
      snippet: {
        ...template.snippet,
        title: `Codeforces Round ${940 + n} (Div. 2)`,
        description: '',
        publishedAt: '2026-03-01T11:59:00.000Z',
        resourceId: { kind: 'youtube#video', videoId: `extraVideo${n}` },
      },
    }));
    accounts.stack.replay.youtube.setItems([...extra, ...accounts.stack.replay.youtube.items]);
    await accounts.stack.server.youtubeSyncNow?.();
    const first = await queue(admin);
    expect(first.videos).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    const second = await queue(admin, 1);
    expect(second.videos).toHaveLength(1);
    expect(second.hasMore).toBe(false);
    const bad = await accounts.stack.request('GET', '/api/admin/solutions?page=x', {
      token: admin,
    });
    expect(bad.status).toBe(400);
  });

  it('attaches a queued video to the contest an admin picks: the card shows it, source admin', async () => {
    const id = videoIdOf('Codeforces Round 921');
    expect((await attach(admin, id, 'codeforces-1929')).status).toBe(400);
    const response = await attach(admin, id, 'codeforces-1925');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      contestId: 'codeforces-1925',
      videoSolution: `https://www.youtube.com/watch?v=${id}`,
    });
    const past = (await (
      await accounts.stack.get('/contests/past_contest?platforms=codeforces&pageSize=50')
    ).json()) as {
      pastContests: { id: string; video_solution?: string; solution_source?: string }[];
    };
    expect(past.pastContests.find((c) => c.id === 'codeforces-1925')).toMatchObject({
      video_solution: `https://www.youtube.com/watch?v=${id}`,
      solution_source: 'admin',
    });
    expect(past.pastContests.find((c) => c.id === 'codeforces-1929')).toMatchObject({
      solution_source: 'matched',
    });
    expect((await queue(admin)).videos.map((v) => v.videoId)).not.toContain(id);
    expect((await attach(admin, id, 'codeforces-1925')).status).toBe(404);
  });

  it('refuses to attach before the contest has ended (409), and accepts it after', async () => {
    const id = videoIdOf('Starters 178');
    const early = await attach(admin, id, 'codechef-START178');
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({
      error: {
        code: 'conflict',
        message: expect.stringMatching(/only after the contest has ended/) as string,
      },
    });
    accounts.stack.time.clock.set('2026-03-01T13:45:00.000Z');
    expect((await attach(admin, id, 'codechef-START178')).status).toBe(200);
  });

  it('dismissed videos leave the queue and never come back', async () => {
    const id = videoIdOf('Codeforces Round 905');
    expect((await dismiss(admin, id)).status).toBe(204);
    expect((await queue(admin)).videos.map((v) => v.videoId)).not.toContain(id);
    await accounts.stack.server.youtubeSyncNow?.();
    expect((await queue(admin)).videos.map((v) => v.videoId)).not.toContain(id);
    expect((await dismiss(admin, id)).status).toBe(404);
    expect((await attach(admin, id, 'codeforces-1883')).status).toBe(404);
  });

  it('keeps a video naming several divisions queued until each has it, or the rest are dismissed', async () => {
    const id = videoIdOf('Codeforces Round 905');
    const queued = async () => (await queue(admin)).videos.find((v) => v.videoId === id);
    const solutionOf = async (contestId: string) => {
      const response = await accounts.stack.get(`/contests/${contestId}`);
      return ((await response.json()) as { contest: { video_solution?: string } }).contest
        .video_solution;
    };
    expect(await queued()).toMatchObject({ reason: 'names several divisions: attach it to each' });
    expect((await queued())?.candidates.map((c) => c.title)).toEqual([
      'Codeforces Round 905 (Div. 1)',
      'Codeforces Round 905 (Div. 2)',
      'Codeforces Round 905 (Div. 3)',
    ]);

    expect((await attach(admin, id, 'codeforces-1888')).status).toBe(200);
    const rest = ['Codeforces Round 905 (Div. 1)', 'Codeforces Round 905 (Div. 3)'];
    expect((await queued())?.candidates.map((c) => c.title)).toEqual(rest);
    // The sync reads the queue again: the attached division does not come back.
    await accounts.stack.server.youtubeSyncNow?.();
    expect((await queued())?.candidates.map((c) => c.title)).toEqual(rest);
    expect((await attach(admin, id, 'codeforces-1888')).status).toBe(400);

    expect((await attach(admin, id, 'codeforces-1887')).status).toBe(200);
    expect((await queued())?.candidates.map((c) => c.title)).toEqual([
      'Codeforces Round 905 (Div. 3)',
    ]);
    // The admin dismisses the rest: the video goes, the two it was attached to keep it.
    expect((await dismiss(admin, id)).status).toBe(204);
    expect(await queued()).toBeUndefined();
    const link = `https://www.youtube.com/watch?v=${id}`;
    expect(await solutionOf('codeforces-1888')).toBe(link);
    expect(await solutionOf('codeforces-1887')).toBe(link);
    expect(await solutionOf('codeforces-1883')).toBeUndefined();
  });

  it('takes a video naming several divisions out of the queue once the last one has it', async () => {
    const id = videoIdOf('Codeforces Round 905');
    for (const contestId of ['codeforces-1883', 'codeforces-1887', 'codeforces-1888']) {
      expect((await attach(admin, id, contestId)).status).toBe(200);
    }
    expect((await queue(admin)).videos.map((v) => v.videoId)).not.toContain(id);
    await accounts.stack.server.youtubeSyncNow?.();
    expect((await queue(admin)).videos.map((v) => v.videoId)).not.toContain(id);
  });
});
