import type { PlatformId } from '@contest-tracker/contract';
import { z } from 'zod';
import { requestJson } from '#server/platforms/http-client';
import { rowsOf } from '#server/platforms/parse-rows';
import type { PlatformModule } from '#server/platforms/platform-module';
import { unexpectedShape } from '#server/platforms/upstream-error';

/**
 * A platform that exists only in this test: a folder's worth of module, registered the way a real
 * one is (its module in the registry's list, its entry in the contract's list), to show that
 * nothing else needs to know it. Its recorded answers are in replay.ts beside it.
 */
export const THROWAWAY_ID = 'throwaway' as PlatformId;
const bodySchema = z.object({
  rounds: rowsOf(
    z.object({ code: z.string(), title: z.string(), start: z.number(), minutes: z.number() }),
  ),
});

export const throwaway: PlatformModule = {
  id: THROWAWAY_ID,
  homePage: 'https://judge.example/rounds',
  settings: [
    {
      name: 'THROWAWAY_API_BASE',
      default: 'https://judge.example',
      description: 'The throw-away judge',
    },
  ],
  minIntervalMs: 1_000,
  idShape: /^r\d+$/,
  createAdapter: (context) => ({
    id: THROWAWAY_ID,
    async fetchContests(signal) {
      const url = `${context.base('THROWAWAY_API_BASE')}/api/rounds`;
      const parsed = bodySchema.safeParse(await requestJson({ url }, context.http, signal));
      if (!parsed.success) throw unexpectedShape(THROWAWAY_ID, parsed.error.issues, 'bad rounds');
      const contests = parsed.data.rounds.rows.map((round) => ({
        platform: THROWAWAY_ID,
        externalId: round.code,
        title: round.title,
        url: `https://judge.example/rounds/${round.code}`,
        startsAt: new Date(round.start * 1000),
        durationMinutes: round.minutes,
      }));
      return { contests, malformed: parsed.data.rounds.malformed };
    },
  }),
};
