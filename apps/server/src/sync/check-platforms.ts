import type { PlatformId } from '@contest-tracker/contract';
import type { PlatformAdapter } from '#server/platforms/types';
import { UpstreamError } from '#server/platforms/upstream-error';
import { boundRows, SKIP_REASONS, type SkipReason } from './row-bounds';

/** What one live question to a platform found (`npm run check:platforms`). */
export interface PlatformCheck {
  platform: PlatformId;
  /** An answer came back, whatever it said (false: no connection, or no answer in time). */
  reachable: boolean;
  /** ok: contests parsed; empty: the answer parsed but gave none; failed: no usable answer. */
  status: 'ok' | 'empty' | 'failed';
  /** Contests that would be stored. */
  parsed: number;
  dropped: Partial<Record<SkipReason, number>>;
  /** The first thing an operator should look at, or null when there is none. */
  problem: string | null;
  /** The failure's own words (upstream text), for the operator's terminal only. */
  detail?: string;
}

const UNREACHED = new Set(['network', 'timeout']);

/** Asks one platform once, keeping the rows a sync would keep; never writes anything. */
export async function checkPlatform(
  adapter: PlatformAdapter,
  now: Date,
  signal: AbortSignal,
): Promise<PlatformCheck> {
  try {
    const { contests, malformed, filtered } = await adapter.fetchContests(signal);
    const { kept, skipped, skippedTotal } = boundRows(contests, now, malformed, filtered);
    const firstReason = (Object.keys(skipped) as SkipReason[])[0];
    let problem: string | null = null;
    if (kept.length === 0) problem = `no contests in the answer (${skippedTotal} dropped)`;
    else if (firstReason)
      problem = `${skipped[firstReason] ?? 0} dropped: ${SKIP_REASONS[firstReason]}`;
    return {
      platform: adapter.id,
      reachable: true,
      status: kept.length > 0 ? 'ok' : 'empty',
      parsed: kept.length,
      dropped: skipped,
      problem,
    };
  } catch (error) {
    const upstream = error instanceof UpstreamError ? error : undefined;
    return {
      platform: adapter.id,
      reachable: upstream ? !UNREACHED.has(upstream.kind) : false,
      status: 'failed',
      parsed: 0,
      dropped: {},
      problem: upstream?.publicMessage ?? 'the check itself failed',
      detail: error instanceof Error ? error.message : String(error),
    };
  }
}

/**
 * 'codeforces: reachable yes, status ok, 1835 contests parsed, dropped none' and, when there is
 * one, its first problem on the same line.
 */
export function describeCheck(check: PlatformCheck): string {
  const dropped = Object.entries(check.dropped)
    .map(([reason, count]) => `${reason} ${count}`)
    .join(', ');
  return [
    `${check.platform}: reachable ${check.reachable ? 'yes' : 'no'}`,
    `status ${check.status}`,
    `${check.parsed} contests parsed`,
    `dropped ${dropped || 'none'}`,
    ...(check.problem ? [`first problem: ${check.problem}`] : []),
  ].join(', ');
}

/** The check fails when a platform gave no usable answer or no contest at all. */
export const checkExitCode = (checks: readonly PlatformCheck[]) =>
  checks.some((check) => check.status !== 'ok') ? 1 : 0;
