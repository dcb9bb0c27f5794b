import type { PlatformId } from '@contest-tracker/contract';
import type { Config } from '#server/config/env';
import type { Clock, Sleep } from '#server/lib/clock';
import { createAtcoderAdapter } from './atcoder/client';
import { createCodechefAdapter } from './codechef/client';
import { createCodeforcesAdapter } from './codeforces/client';
import { defaultHttpOptions, type HttpClientOptions } from './http-client';
import { createLeetcodeAdapter } from './leetcode/client';
import { createRateGate } from './rate-gate';
import type { PlatformAdapter } from './types';

export interface RegistryDeps {
  config: Pick<
    Config,
    | 'CODEFORCES_API_BASE'
    | 'LEETCODE_API_BASE'
    | 'CODECHEF_API_BASE'
    | 'ATCODER_BASE'
    | 'ATCODER_PROBLEMS_BASE'
    | 'PLATFORMS'
    | 'UPSTREAM_MAX_BYTES'
  >;
  clock: Clock;
  sleep: Sleep;
  http?: Partial<HttpClientOptions>;
}

/** Codeforces answers "Call limit exceeded" to more than one call per 2 seconds. */
const CODEFORCES_MIN_INTERVAL_MS = 2_000;

/**
 * Every platform behind one interface: adding one is a folder and a line here. Only the platforms
 * of the PLATFORMS setting are built.
 */
export function createPlatformAdapters(deps: RegistryDeps): PlatformAdapter[] {
  const http: HttpClientOptions = {
    ...defaultHttpOptions,
    maxBodyBytes: deps.config.UPSTREAM_MAX_BYTES,
    sleep: deps.sleep,
    ...deps.http,
  };
  const all: Record<PlatformId, PlatformAdapter> = {
    codeforces: createCodeforcesAdapter({
      baseUrl: deps.config.CODEFORCES_API_BASE,
      http: {
        ...http,
        beforeAttempt: createRateGate(CODEFORCES_MIN_INTERVAL_MS, deps.clock, deps.sleep),
      },
    }),
    leetcode: createLeetcodeAdapter({ baseUrl: deps.config.LEETCODE_API_BASE, http }),
    codechef: createCodechefAdapter({ baseUrl: deps.config.CODECHEF_API_BASE, http }),
    atcoder: createAtcoderAdapter({
      baseUrl: deps.config.ATCODER_BASE,
      problemsBaseUrl: deps.config.ATCODER_PROBLEMS_BASE,
      // AtCoder Problems asks for at most one request a second.
      http: { ...http, beforeAttempt: createRateGate(1_000, deps.clock, deps.sleep) },
    }),
  };
  return deps.config.PLATFORMS.map((id) => all[id]);
}
