import type { PlatformId } from '@contest-tracker/contract';
import { PLATFORM_NAMES } from '@contest-tracker/contract';
import type { Clock } from '#server/lib/clock';
import { AppError } from '#server/lib/app-error';

/** Verifications a user may start in a minute, whatever the platform (issue 45). */
const VERIFICATIONS_PER_MINUTE = 6;
const MINUTE_MS = 60_000;
/** Past this many users remembered, those with nothing in the last minute are forgotten. */
const SWEEP_AT = 1_000;

/**
 * What one user can ask of the platforms' gates by verifying: one verification in flight per
 * platform, and a budget of their own (apart from the write budget, which is for cheap writes).
 * Kept in this instance's memory, on the server's clock: N instances allow N times this, as the
 * other request budgets (README).
 */
export function createVerifyLimits(clock: Clock) {
  const inFlight = new Set<string>();
  const started = new Map<number, number[]>();

  const sweep = (now: number) => {
    if (started.size < SWEEP_AT) return;
    for (const [userId, times] of started) {
      if (times.every((at) => at <= now - MINUTE_MS)) started.delete(userId);
    }
  };

  return {
    /** Claims the user's verification on the platform; call the answer when it has ended. */
    begin(userId: number, platform: PlatformId): () => void {
      const key = `${userId}:${platform}`;
      if (inFlight.has(key)) {
        throw new AppError(
          'conflict',
          `Already checking this handle: your ${PLATFORM_NAMES[platform]} verification is still waiting for its answer.`,
        );
      }
      const now = clock.now().getTime();
      sweep(now);
      const recent = (started.get(userId) ?? []).filter((at) => at > now - MINUTE_MS);
      const [oldest] = recent;
      if (oldest !== undefined && recent.length >= VERIFICATIONS_PER_MINUTE) {
        const seconds = Math.max(1, Math.ceil((oldest + MINUTE_MS - now) / 1000));
        throw new AppError(
          'rate_limited',
          `Too many verifications: at most ${VERIFICATIONS_PER_MINUTE} a minute; try again in ${seconds} s.`,
          seconds,
        );
      }
      recent.push(now);
      started.set(userId, recent);
      inFlight.add(key);
      return () => inFlight.delete(key);
    },
  };
}
