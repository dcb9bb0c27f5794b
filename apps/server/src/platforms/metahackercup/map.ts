import { describeIssues } from '@contest-tracker/contract';
import type { NormalizedContest } from '#server/domain/contest';
import { UpstreamError, unexpectedShape } from '#server/platforms/upstream-error';
import type { CheckedRows } from '#server/platforms/parse-rows';
import { hackerCupBodySchema, hackerCupErrorsSchema, hoursIn, type HackerCupRound } from './schema';

/** The answer's rounds; an answer of errors is the platform's refusal, not a shape change. */
export function parseHackerCupBody(raw: unknown): CheckedRows<HackerCupRound> {
  const refused = hackerCupErrorsSchema.safeParse(raw);
  if (refused.success) {
    const detail = refused.data.errors.map((e) => e.message).join('; ');
    throw new UpstreamError('upstream_failed', `metahackercup: ${detail.slice(0, 200)}`, false);
  }
  const parsed = hackerCupBodySchema.safeParse(raw);
  if (!parsed.success) {
    throw unexpectedShape(
      'metahackercup',
      parsed.error.issues,
      describeIssues(parsed.error.issues),
    );
  }
  const series = parsed.data.data.contestSeries;
  const season = 'latest_season' in series ? series.latest_season.nodes[0] : series.contestSeason;
  return season?.season_contests.nodes ?? { rows: [], malformed: 0 };
}

function mapHackerCupRound(round: HackerCupRound): NormalizedContest {
  const year = round.contest_season.season_vanity;
  const minutes =
    round.duration_in_seconds != null
      ? Math.round(round.duration_in_seconds / 60)
      : (hoursIn(round.duration_text) ?? Number.NaN) * 60;
  return {
    platform: 'metahackercup',
    externalId: round.id,
    title: `Hacker Cup ${year} ${round.name}`,
    url: `https://www.facebook.com/codingcompetitions/hacker-cup/${year}/${round.contest_vanity}`,
    startsAt: new Date(round.start_time * 1000),
    durationMinutes: minutes,
  };
}

export const mapHackerCupRounds = (rounds: readonly HackerCupRound[]) =>
  rounds.map(mapHackerCupRound);
