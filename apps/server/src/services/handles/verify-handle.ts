import { PLATFORM_NAMES, type PlatformId } from '@contest-tracker/contract';
import { findHandle, markVerified } from '#server/db/handles-repository';
import { AppError } from '#server/lib/app-error';
import { UpstreamError } from '#server/platforms/upstream-error';
import { handleSourceFor, type HandleDeps } from './link-handle';

/**
 * Checks the challenge with the platform. Not met, expired, changed or taken meanwhile: a 409
 * that says which. Verified: the handle's results are read right after (`afterVerified`).
 */
export async function verifyHandle(
  deps: HandleDeps,
  input: { userId: number; platform: PlatformId },
  signal: AbortSignal,
): Promise<void> {
  const source = handleSourceFor(deps, input.platform);
  const name = PLATFORM_NAMES[input.platform];
  const row = await findHandle(deps.db, input.userId, input.platform);
  if (!row)
    throw new AppError('not_found', `You have no ${name} handle to verify: link one first.`);
  if (row.verifiedAt) return;
  const { challenge, challengeIssuedAt: issuedAt, challengeExpiresAt: expiresAt } = row;
  if (!challenge || !issuedAt || !expiresAt) {
    throw new AppError('conflict', 'This handle has no challenge: link it again to get one.');
  }
  const now = deps.clock.now();
  if (now > expiresAt) {
    throw new AppError('conflict', 'The challenge expired: link the handle again for a new one.');
  }
  const outcome = await source
    .verify(row.handle, challenge, { issuedAt, expiresAt }, signal)
    .catch((error: unknown) => {
      throw verifyFailure(error, signal, name, row.handle);
    });
  if (!outcome.verified) throw new AppError('conflict', `Not verified: ${outcome.missing}.`);
  const saved = await markVerified(deps.db, {
    ...input,
    handle: row.handle,
    challenge,
    issuedAt,
    at: now,
  });
  if (saved === 'changed') {
    throw new AppError(
      'conflict',
      `The handle changed while it was being checked: your ${name} handle ${row.handle} was linked again or unlinked meanwhile, so this proof no longer counts; verify the handle you linked last.`,
    );
  }
  if (saved === 'taken') {
    throw new AppError(
      'conflict',
      `The ${name} handle ${row.handle} is linked to another account.`,
    );
  }
}

/** A platform that could not be asked is a 503 (with when to try again), never a 500. */
export function verifyFailure(
  error: unknown,
  signal: AbortSignal,
  name: string,
  handle: string,
): unknown {
  if (signal.aborted) {
    return new AppError(
      'unavailable',
      `${name} did not answer in time (many calls are waiting for it); try again in a minute.`,
      60,
    );
  }
  if (!(error instanceof UpstreamError)) return error;
  if (error.publicMessage === 'no such handle') {
    return new AppError('conflict', `${name} has no user ${handle}.`);
  }
  if (error.kind === 'busy') {
    return new AppError(
      'unavailable',
      `${name} is busy with other people's checks; try again in ${error.retryAfterSeconds ?? 60} s.`,
      error.retryAfterSeconds ?? 60,
    );
  }
  return new AppError(
    'unavailable',
    `${name} could not be asked just now (${error.publicMessage}); try again in a minute.`,
    error.retryAfterSeconds,
  );
}
