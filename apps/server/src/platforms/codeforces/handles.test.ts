import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock } from '#server/lib/clock';
import { startReplayServer, type ReplayServer } from '#replay/server/replay-server';
import { adapterHttp, upstreamRejection } from '../../../test/upstream-stub';
import { createCodeforcesHandles } from './handles';

// A linked handle's reads against the replay of Codeforces' recorded answers (user.rating,
// user.status, contest.standings), and what a changed answer does to them.

let replay: ReplayServer | undefined;
afterEach(async () => {
  await replay?.close();
  replay = undefined;
});

async function handles() {
  const clock = fixedClock('2026-03-02T10:00:00.000Z');
  replay = await startReplayServer({ clock });
  return createCodeforcesHandles({ baseUrl: replay.origin, http: adapterHttp, clock });
}
const signal = () => new AbortController().signal;
const noWindows = () => Promise.resolve(new Map<string, { startsAt: Date; endsAt: Date }>());

describe('Codeforces handles', () => {
  it('reads the rated contests with their rank and ratings', async () => {
    const results = await (await handles()).results('malhotraa', signal());
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      expect(result.externalContestId).toMatch(/^[1-9]\d*$/);
      expect(result.rank).toBeGreaterThan(0);
      expect(Number.isInteger(result.oldRating) && Number.isInteger(result.newRating)).toBe(true);
      expect(Number.isNaN(result.at.getTime())).toBe(false);
    }
  });

  it('reads the submissions and the problems left to upsolve', async () => {
    const read = await (await handles()).upsolve?.('malhotraa', undefined, signal(), noWindows);
    expect(read?.contests.length).toBeGreaterThan(0);
    const problems = read?.contests.flatMap((contest) => contest.problems) ?? [];
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(typeof problem.name === 'string' && problem.name !== '').toBe(true);
      expect(problem.link).toMatch(/^https:\/\/codeforces\.com\/contest\/\d+\/problem\/[A-Z]\d?$/);
    }
  });

  it('refuses an answer of another shape (a result that is not a list), naming what is wrong', async () => {
    const source = await handles();
    for (const upstream of ['codeforcesRating', 'codeforcesStatus'] as const) {
      replay?.setFault(upstream, { type: 'edit', edit: () => ({ status: 'OK', result: {} }) });
    }
    const rating = await upstreamRejection(source.results('malhotraa', signal()));
    expect(rating.kind).toBe('unexpected_shape');
    const status = await upstreamRejection(
      source.upsolve?.('malhotraa', undefined, signal(), noWindows) ?? Promise.resolve(),
    );
    expect(status.kind).toBe('unexpected_shape');
  });
});
