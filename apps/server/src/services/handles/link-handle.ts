import type { LinkedHandle, PlatformId } from '@contest-tracker/contract';
import { PLATFORM_IDS, PLATFORM_NAMES } from '@contest-tracker/contract';
import type { Db } from '#server/db/database';
import {
  CHALLENGES_PER_HOUR,
  findHandle,
  handleTakenByOther,
  listHandles,
  startLinking,
  unlinkHandle,
} from '#server/db/handles-repository';
import type { Clock } from '#server/lib/clock';
import { AppError } from '#server/lib/app-error';
import type { HandleSource } from '#server/platforms/handle-source';
import { toLinkedHandle } from './handle-view';

/** How long the user has to make the proof. */
const CHALLENGE_MINUTES = 10;

export interface HandleDeps {
  db: Db;
  clock: Clock;
  handleSources: Partial<Record<PlatformId, HandleSource>>;
  random?: () => number;
}

export function handleSourceFor(deps: HandleDeps, platform: PlatformId): HandleSource {
  const source = deps.handleSources[platform];
  if (!source) {
    throw new AppError(
      'bad_request',
      `platform: handles on ${PLATFORM_NAMES[platform]} cannot be linked here`,
    );
  }
  return source;
}

/** The platforms whose handles can be linked here, in the contract's order. */
export function linkable(sources: HandleDeps['handleSources']): PlatformId[] {
  return PLATFORM_IDS.filter((id) => sources[id] !== undefined);
}

/** Of those, the platforms whose sources read what is left to upsolve. */
export function upsolvable(sources: HandleDeps['handleSources']): PlatformId[] {
  return PLATFORM_IDS.filter((id) => sources[id]?.upsolve !== undefined);
}

export async function getHandles(db: Db, userId: number): Promise<LinkedHandle[]> {
  return (await listHandles(db, userId)).map(toLinkedHandle);
}

/** Starts linking (or restarts it with a new challenge); answers what the user must do. */
export async function linkHandle(
  deps: HandleDeps,
  input: { userId: number; platform: PlatformId; handle: string },
  signal: AbortSignal,
): Promise<LinkedHandle> {
  const source = handleSourceFor(deps, input.platform);
  const name = PLATFORM_NAMES[input.platform];
  const current = await findHandle(deps.db, input.userId, input.platform);
  if (current?.verifiedAt) {
    throw new AppError(
      'conflict',
      `Your ${name} handle ${current.handle} is linked already: unlink it to link another.`,
    );
  }
  if (await handleTakenByOther(deps.db, input)) {
    throw new AppError(
      'conflict',
      `The ${name} handle ${input.handle} is linked to another account.`,
    );
  }
  await source.prepareChallenges?.(signal);
  const issuedAt = deps.clock.now();
  const expiresAt = new Date(issuedAt.getTime() + CHALLENGE_MINUTES * 60_000);
  const started = await startLinking(deps.db, { ...input, issuedAt, expiresAt }, (taken) =>
    source.issueChallenge(deps.random ?? Math.random, taken),
  );
  if (started.outcome === 'limited') {
    throw new AppError(
      'rate_limited',
      `Too many challenges: at most ${CHALLENGES_PER_HOUR} an hour on ${name}; try again in ${Math.ceil(started.retryAfterSeconds / 60)} min.`,
      started.retryAfterSeconds,
    );
  }
  if (started.outcome === 'no_challenge') {
    throw new AppError(
      'conflict',
      `Too many accounts are claiming the ${name} handle ${input.handle} just now; try again in 10 minutes.`,
    );
  }
  const row = await findHandle(deps.db, input.userId, input.platform);
  if (!row) throw new Error('the handle just saved is missing');
  return toLinkedHandle(row);
}

export async function removeHandle(db: Db, userId: number, platform: PlatformId): Promise<void> {
  await unlinkHandle(db, userId, platform);
}
