import {
  PLATFORM_NAMES,
  type PracticePlatform,
  type RecommendationsResponse,
  type SkipRecommendationBody,
} from '@contest-tracker/contract';
import type { Db } from '#server/db/database';
import {
  contestsStartedBefore,
  practiceState,
  skipProblem,
  solvedProblems,
  type PracticeState,
} from '#server/db/practice-repository';
import type { Clock } from '#server/lib/clock';
import { AppError } from '#server/lib/app-error';
import type { ProblemCatalog } from '#server/platforms/problem-catalog';
import { nearTarget } from './band-index';
import { pickInBand, type Band } from './bands';
import { refreshCatalogs, type Catalogs } from './catalogs';
import { bitsOf, hasBit } from './id-bits';
import { createPlatformIndexes } from './platform-indexes';
import { createSingleFlight } from './single-flight';
import { createSolvedMemory } from './solved-memory';
import { atcoderInternalRating } from './solve-chance';

/** 'Not now' hides a problem this long. */
const SKIP_DAYS = 30;
const DAY_MS = 24 * 3_600_000;
/**
 * What a user solved and skipped is kept this long per instance: a read of their submissions
 * (every few hours) or a skip on another instance shows within a minute; this instance's own
 * skips show at once.
 */
const STATE_KEPT_MS = 60_000;
/** Users whose solved problems are kept in memory (about 1.5 KB each: see solved-memory). */
const SOLVED_KEPT = 10_000;
/** Which contests are old changes once a day at most. */
const OLD_CONTESTS_KEPT_MS = 3_600_000;
/** The chance before a first rated contest: the platform's starting rating. */
const STARTING_RATING: Record<PracticePlatform, number> = {
  codeforces: 1400,
  leetcode: 1500,
  atcoder: 0,
};

/**
 * The solved ids, and for one the catalog does not list, the id it lists the same problem under
 * (Codeforces' Div. 2 copies): solving either is solving both.
 */
function sameInCatalog(
  solved: { ids: readonly string[]; named: ReadonlyMap<string, string> },
  catalog: ProblemCatalog | undefined,
): string[] {
  const ids = [...solved.ids];
  if (!catalog) return ids;
  for (const [id, name] of solved.named) {
    if (catalog.problem(id)) continue;
    const same = catalog.problem(id, name);
    if (same) ids.push(same.id);
  }
  return ids;
}

interface Query {
  platform: PracticePlatform;
  band: Band;
  count: number;
  tags: readonly string[];
}

export function createRecommender(deps: {
  db: Db;
  clock: Clock;
  catalogs: Catalogs;
  /** Problems of contests we list older than this are left out; 0: any age. */
  sinceYears: number;
}) {
  const states = new Map<string, { at: number; state: PracticeState }>();
  const old = new Map<string, { at: number; ids: ReadonlySet<string> }>();
  const solvedMemory = createSolvedMemory(SOLVED_KEPT);
  const indexes = createPlatformIndexes();
  const stateReads = createSingleFlight<PracticeState>();
  const solvedReads = createSingleFlight<Uint32Array>();

  /** The user's solved problems as a bitset: read from the database only when they changed. */
  const solvedOf = async (userId: number, platform: string, state: PracticeState) => {
    const key = `${userId}/${platform}`;
    const kept = solvedMemory.get(key, state.solvedMark);
    if (kept) return kept;
    return solvedReads.run(
      `${key} ${state.solvedMark}`,
      async () =>
        bitsOf(
          sameInCatalog(
            await solvedProblems(deps.db, userId, platform),
            deps.catalogs[platform as PracticePlatform],
          ),
          indexes.numbers(platform),
        ),
      (bits) => {
        solvedMemory.set(key, state.solvedMark, bits);
      },
    );
  };

  const stateOf = async (userId: number, platform: string) => {
    const key = `${userId}/${platform}`;
    const now = deps.clock.now();
    const kept = states.get(key);
    if (kept && now.getTime() - kept.at < STATE_KEPT_MS) return kept.state;
    return stateReads.run(
      key,
      () => practiceState(deps.db, userId, platform, now),
      (state) => {
        // Without a verified handle the answer is a 409 that the user fixes on their profile: the
        // next ask reads again, so the picks come as soon as the handle is verified.
        if (!state.verified) return;
        states.set(key, { at: now.getTime(), state });
        // Kept for a minute only: entries past it are dropped as others are added.
        if (states.size > 10_000) {
          for (const [k, v] of states) if (now.getTime() - v.at >= STATE_KEPT_MS) states.delete(k);
        }
      },
    );
  };

  /** The next answer reads the user's state again (and their solved problems if they changed). */
  const drop = (key: string) => {
    states.delete(key);
    stateReads.drop(key);
  };

  const oldContests = async (platform: PracticePlatform) => {
    const now = deps.clock.now();
    const kept = old.get(platform);
    if (kept && now.getTime() - kept.at < OLD_CONTESTS_KEPT_MS) return kept.ids;
    const ids =
      deps.sinceYears === 0
        ? new Set<string>()
        : await contestsStartedBefore(
            deps.db,
            platform,
            new Date(now.getTime() - deps.sinceYears * 365 * DAY_MS),
          );
    old.set(platform, { at: now.getTime(), ids });
    return ids;
  };

  return {
    async recommend(
      userId: number,
      query: Query,
      signal: AbortSignal,
    ): Promise<RecommendationsResponse> {
      const state = await stateOf(userId, query.platform);
      if (!state.verified) {
        const name = PLATFORM_NAMES[query.platform];
        throw new AppError(
          'conflict',
          `No verified ${name} handle: link and verify your ${name} handle on your profile first.`,
        );
      }
      const catalog = deps.catalogs[query.platform];
      if (catalog) await refreshCatalogs(deps.catalogs, [query.platform], signal);
      const rating = state.rating?.value ?? STARTING_RATING[query.platform];
      // AtCoder Problems' model takes the internal rating, not the shown one.
      const strength =
        query.platform === 'atcoder'
          ? (atcoderInternalRating(rating, state.rating?.contests ?? 0) ?? rating)
          : rating;
      const tooOld = await oldContests(query.platform);
      const solved = await solvedOf(userId, query.platform, state);
      const curves = indexes.curves(query.platform, catalog?.problems() ?? []);
      const candidates = nearTarget(
        curves,
        strength,
        query.band,
        query.count,
        (problem, n) =>
          !hasBit(solved, n) &&
          !state.skipped.has(problem.id) &&
          !tooOld.has(problem.contestId) &&
          query.tags.every((tag) => problem.tags.includes(tag)),
      );
      return {
        platform: query.platform,
        rating: state.rating?.value ?? null,
        problems: pickInBand(candidates, query.band, query.count).map((c) => ({
          id: c.problem.id,
          name: c.problem.name,
          url: c.problem.url,
          contestId: c.problem.contestId,
          difficulty: c.problem.difficulty ?? null,
          tags: [...c.problem.tags],
          solveChance: Math.round(c.solveChance * 1000) / 1000,
        })),
      };
    },

    /** 'Not now': hidden for SKIP_DAYS, kept in the database (a restart keeps it). */
    async skip(userId: number, body: SkipRecommendationBody): Promise<{ until: string }> {
      const state = await stateOf(userId, body.platform);
      if (!state.verified) {
        const name = PLATFORM_NAMES[body.platform];
        throw new AppError('conflict', `No verified ${name} handle: link and verify it first.`);
      }
      const until = new Date(deps.clock.now().getTime() + SKIP_DAYS * DAY_MS);
      await skipProblem(deps.db, { userId, ...body, until });
      drop(`${userId}/${body.platform}`);
      return { until: until.toISOString() };
    },

    /**
     * After this instance read the user's submissions: the next answer reads their state again
     * (and their solved problems if the read added some).
     */
    forget(userId: number, platform: string) {
      drop(`${userId}/${platform}`);
    },
  };
}
