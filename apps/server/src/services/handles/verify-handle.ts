import { PLATFORM_NAMES, type PlatformId } from '@contest-tracker/contract';
import { findHandle, markVerified } from '#server/db/handles-repository';
import { AppError } from '#server/lib/app-error';
import { UpstreamError } from '#server/platforms/upstream-error';
import { handleSourceFor, type HandleDeps } from './link-handle';

/**
 * Checks the challenge with the platform. Not met, expired or taken meanwhile: a 409 that says
 * which. Verified: the handle's results are read right after (`afterVerified`).
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
      if (error instanceof UpstreamError) {
        throw new AppError(
          error.publicMessage === 'no such handle' ? 'conflict' : 'unavailable',
          error.publicMessage === 'no such handle'
            ? `${name} has no user ${row.handle}.`
            : `${name} could not be asked just now (${error.publicMessage}); try again in a minute.`,
        );
      }
      throw error;
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
