import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRecordedRound } from './rating-rounds';

/**
 * Codeforces' API for one finished round on 127.0.0.1, answering from a recorded round
 * (fixtures/rating-rounds, Carrot's recording of contest.standings and contest.ratingChanges).
 * The bodies are **reconstructed** around the recorded values: their shape follows apiHelp's
 * objects as src/platforms/codeforces/rating-schema.ts reads them (fields it does not read left
 * out). Added to the recorded rows: one out-of-competition row and one team row, never rated.
 */
export async function startCodeforcesRatingReplay(options: { contestId: number; name: string }) {
  const recorded = readRecordedRound(options.contestId);
  const rows = [
    {
      party: { members: [{ handle: 'ooc_guest' }], participantType: 'OUT_OF_COMPETITION' },
      points: 99_999,
      penalty: 0,
    },
    {
      party: {
        members: [{ handle: 'team_a' }, { handle: 'team_b' }],
        participantType: 'CONTESTANT',
      },
      points: 99_998,
      penalty: 0,
    },
    ...recorded.map((row) => ({
      party: { members: [{ handle: row.handle }], participantType: 'CONTESTANT' },
      points: row.points,
      penalty: row.penalty,
    })),
  ];
  const ratingOf = new Map(recorded.map((row) => [row.handle.toLowerCase(), row.oldRating]));
  const calls: string[] = [];
  const state = {
    published: false,
    holdStandings: undefined as Promise<void> | undefined,
    /** Added to a handle's (lower case) official new rating: an official change the prediction missed. */
    officialShift: new Map<string, number>(),
    /** Every call answered 503: Codeforces down. */
    down: false,
  };
  const ok = (result: unknown) => JSON.stringify({ status: 'OK', result });
  const answer = async (url: URL): Promise<string> => {
    const query = url.searchParams;
    if (url.pathname === '/api/contest.standings') {
      await state.holdStandings;
      const from = Number(query.get('from') ?? 1);
      const count = Number(query.get('count') ?? rows.length);
      const contest = { id: options.contestId, name: options.name, phase: 'FINISHED' };
      return ok({ contest, problems: [], rows: rows.slice(from - 1, from - 1 + count) });
    }
    if (url.pathname === '/api/user.info') {
      const handles = (query.get('handles') ?? '').split(';');
      // A new account (1500 before round 1360) has no rating yet: user.info leaves it out.
      return ok(
        handles.map((handle) => {
          const rating = ratingOf.get(handle.toLowerCase());
          return rating === undefined || rating === 1500 ? { handle } : { handle, rating };
        }),
      );
    }
    if (url.pathname === '/api/user.rating') {
      // Following checks that a handle exists: the recorded round's handles do (history left
      // empty); any other answers as Codeforces answers an unknown handle (HTTP 400, FAILED).
      const handle = query.get('handle') ?? '';
      if (ratingOf.has(handle.toLowerCase())) return ok([]);
      return JSON.stringify({
        status: 'FAILED',
        comment: `handle: User with handle ${handle} not found`,
      });
    }
    if (url.pathname === '/api/contest.ratingChanges') {
      if (!state.published) return ok([]);
      return ok(
        recorded.map((row, i) => ({
          contestId: options.contestId,
          handle: row.handle,
          // Not in the recording: its place in the recorded order.
          rank: i + 1,
          oldRating: row.oldRating,
          newRating:
            row.oldRating +
            row.officialDelta +
            (state.officialShift.get(row.handle.toLowerCase()) ?? 0),
        })),
      );
    }
    return JSON.stringify({ status: 'FAILED', comment: `not replayed: ${url.pathname}` });
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    calls.push(url.pathname);
    if (state.down) {
      response.writeHead(503, { 'content-type': 'text/plain' }).end('down');
      return;
    }
    void answer(url).then((body) => {
      response.writeHead(body.includes('"FAILED"') ? 400 : 200, {
        'content-type': 'application/json',
      });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    calls,
    state,
    recorded,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
