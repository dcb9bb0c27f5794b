import { PLATFORM_NAMES, type PlatformId } from '@contest-tracker/contract';
import { addFollowing, countFollowing } from '#server/db/following-repository';
import { AppError } from '#server/lib/app-error';
import { handleSourceFor, type HandleDeps } from '#server/services/handles/link-handle';
import { verifyFailure } from '#server/services/handles/verify-handle';

/** At most this many followed handles per user (issue 49). */
const MAX_FOLLOWING = 100;

/**
 * Follows a public handle, once it is known to exist: its rated contests are read (one call at
 * the platform's gate), and a platform without that user answers 404.
 */
export async function followHandle(
  deps: HandleDeps,
  input: { userId: number; platform: PlatformId; handle: string },
  signal: AbortSignal,
): Promise<void> {
  const source = handleSourceFor(deps, input.platform);
  if ((await countFollowing(deps.db, input.userId)) >= MAX_FOLLOWING) {
    throw new AppError(
      'conflict',
      `You follow ${MAX_FOLLOWING} handles, the most one account may.`,
    );
  }
  const name = PLATFORM_NAMES[input.platform];
  try {
    await source.results(input.handle, signal);
  } catch (error) {
    const failure = verifyFailure(error, signal, name, input.handle);
    // verifyFailure says 'conflict' for an unknown user (a proof cannot be met); here it is 404.
    if (failure instanceof AppError && failure.code === 'conflict') {
      throw new AppError('not_found', `handle: ${name} has no user ${input.handle}.`);
    }
    throw failure;
  }
  const added = await addFollowing(deps.db, { ...input, createdAt: deps.clock.now() });
  if (!added) throw new AppError('conflict', `You already follow ${input.handle} on ${name}.`);
}
