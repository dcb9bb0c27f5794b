import type { ReplayRoute } from '#replay/server/replay-route';
import { THROWAWAY_ID } from './module';

const ANCHOR = new Date('2026-01-01T00:00:00Z');

const rounds = (shiftMs: number) => ({
  rounds: [
    // Running: started 30 minutes before the anchor.
    { code: 'r1', title: 'Throwaway Round 1', start: ANCHOR.getTime() - 30 * 60_000, minutes: 120 },
    { code: 'r2', title: 'Throwaway Round 2', start: ANCHOR.getTime() + 86_400_000, minutes: 90 },
    {
      code: 'r0',
      title: 'Throwaway Round 0',
      start: ANCHOR.getTime() - 7 * 86_400_000,
      minutes: 60,
    },
  ].map((round) => ({ ...round, start: (round.start + shiftMs) / 1000 })),
});

/** The throw-away judge's one route, as a real platform's are in replay/platforms/<id>/. */
export const throwawayReplay: ReplayRoute[] = [
  {
    upstream: THROWAWAY_ID,
    method: 'GET',
    path: '/api/rounds',
    samples: {
      rounds: { anchor: ANCHOR, text: (shiftMs) => JSON.stringify(rounds(shiftMs)) },
    },
    defaultSample: 'rounds',
  },
];
