import { z } from 'zod';
import { rowsOf } from '#server/platforms/parse-rows';

/**
 * One round of a season, as clist reads `CodingCompetitionsContestSeriesRootQuery`'s answer
 * (aropan/clist, legacy/module/facebook.com/index.php; fixtures PROVENANCE.md): `start_time` in
 * Unix seconds, the length in `duration_in_seconds` or, where that is missing, `duration_text`
 * ("72 hours").
 */
const hackerCupRoundSchema = z
  .object({
    id: z.string().regex(/^\d{1,20}$/),
    name: z.string().min(1),
    contest_vanity: z.string().regex(/^[a-z0-9-]{1,64}$/),
    start_time: z.number().int().positive(),
    duration_in_seconds: z.number().int().nonnegative().nullish(),
    duration_text: z.string().nullish(),
    contest_season: z.object({ season_vanity: z.string().regex(/^\d{4}$/) }),
  })
  .refine((round) => round.duration_in_seconds != null || hoursIn(round.duration_text) !== null, {
    message: 'no duration',
    path: ['duration_in_seconds'],
  });
export type HackerCupRound = z.infer<typeof hackerCupRoundSchema>;

/** `72 hours` → 72, as clist reads it; anything else → null. */
export function hoursIn(text: string | null | undefined): number | null {
  const match = /^(\d+)\s+hours$/.exec(text ?? '');
  return match ? Number(match[1]) : null;
}

const seasonSchema = z.object({
  season_contests: z.object({ nodes: rowsOf(hackerCupRoundSchema) }),
});

/** The series' latest season (`latest_season.nodes[0]`), or a season asked for by its year. */
export const hackerCupBodySchema = z.object({
  data: z.object({
    contestSeries: z.union([
      z.object({ latest_season: z.object({ nodes: z.array(seasonSchema).min(1) }) }),
      z.object({ contestSeason: seasonSchema }),
    ]),
  }),
});

/** Facebook's GraphQL refusal: HTTP 200 with `errors` (a stale query id, a rate limit). */
export const hackerCupErrorsSchema = z.object({
  errors: z.array(z.object({ message: z.string() })).min(1),
});
