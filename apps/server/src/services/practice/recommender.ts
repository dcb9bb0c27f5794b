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
import { uncachedAnswer, type CachedAnswer } from '#server/lib/answer-cache';
import type { Band } from './bands';
import { refreshCatalogs, type Catalogs } from './catalogs';
import { bitsOf } from './id-bits';
import { createPlatformIndexes } from './platform-indexes';
import { createKeptAnswers } from './kept-answers';
import { createSingleFlight } from './single-flight';
import { solvedInCatalog } from './solved-in-catalog';
import { createSolvedMemory } from './solved-memory';
import { pickProblems } from './pick-problems';

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
/** Answers kept (about 2 KB each: see kept-answers). */
const ANSWERS_KEPT = 10_000;
/** Which contests are old changes once a day at most. */
const OLD_CONTESTS_KEPT_MS = 3_600_000;

export interface Query {
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
  const answers = createKeptAnswers(ANSWERS_KEPT);
  const indexes = createPlatformIndexes();
  const stateReads = createSingleFlight<PracticeState>();
  const solvedReads = createSingleFlight<Uint32Array>();

  /**
   * The user's solved problems as a bitset: read from the database only when they changed, or
   * when the catalog was read again (a Div. 2 copy solved earlier may have its Div. 1 problem
   * listed only now: decision 067).
   */
  const solvedOf = async (userId: number, platform: string, state: PracticeState) => {
    const key = `${userId}/${platform}`;
    const mark = `${state.solvedMark} ${indexes.generation(platform)}`;
    const kept = solvedMemory.get(key, mark);
    if (kept) return kept;
    return solvedReads.run(
      `${key} ${mark}`,
      async () =>
        bitsOf(
          solvedInCatalog(
            await solvedProblems(deps.db, userId, platform),
            deps.catalogs[platform as PracticePlatform],
          ),
          indexes.numbers(platform),
        ),
      (bits) => {
        solvedMemory.set(key, mark, bits);
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

  /** The user's state on the platform; 409 without a verified handle there. */
  const verifiedState = async (userId: number, platform: PracticePlatform) => {
    const state = await stateOf(userId, platform);
    if (!state.verified) {
      const name = PLATFORM_NAMES[platform];
      throw new AppError(
        'conflict',
        `No verified ${name} handle: link and verify your ${name} handle on your profile first.`,
      );
    }
    return state;
  };

  /** The picks for this state: the catalog's curves scanned near the band's target. */
  const picks = async (
    userId: number,
    query: Query,
    state: PracticeState,
    tooOld: ReadonlySet<string>,
  ): Promise<RecommendationsResponse> => {
    // The curves first: a catalog read again changes the generation the bitset is made for.
    const curves = indexes.curves(query.platform, deps.catalogs[query.platform]?.problems() ?? []);
    const solved = await solvedOf(userId, query.platform, state);
    return pickProblems({ query, state, tooOld, solved, curves });
  };

  return {
    /**
     * The picks as the bytes to send (a RecommendationsResponse), made again only when what they
     * are made from changed (see kept-answers). `limit` bounds a catalog read that is due.
     */
    async answer(userId: number, query: Query, limit: () => AbortSignal): Promise<CachedAnswer> {
      const state = await verifiedState(userId, query.platform);
      const catalog = deps.catalogs[query.platform];
      // JSON keeps the parts apart whatever a tag holds (a comma or a newline is a tag's own).
      const key = JSON.stringify([userId, query.platform, query.band, query.count, query.tags]);
      const held = answers.get(key, [
        state,
        catalog?.problems(),
        await oldContests(query.platform),
      ]);
      if (held) return held;
      if (catalog) await refreshCatalogs(deps.catalogs, [query.platform], limit());
      const tooOld = await oldContests(query.platform);
      const body = JSON.stringify(await picks(userId, query, state, tooOld));
      const answer = uncachedAnswer(Buffer.from(body));
      answers.set(key, [state, catalog?.problems(), tooOld], answer);
      return answer;
    },

    /** 'Not now': hidden for SKIP_DAYS, kept in the database (a restart keeps it). */
    async skip(userId: number, body: SkipRecommendationBody): Promise<{ until: string }> {
      await verifiedState(userId, body.platform);
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
