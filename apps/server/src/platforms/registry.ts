import type { PlatformId } from '@contest-tracker/contract';
import type { Config } from '#server/config/env';
import type { Clock, Sleep } from '#server/lib/clock';
import { defaultHttpOptions, type HttpClientOptions } from './http-client';
import { PLATFORM_MODULES } from './modules';
import { createRateGate } from './rate-gate';
import type { PlatformAdapter } from './types';

export interface RegistryDeps {
  config: Pick<Config, 'PLATFORMS' | 'UPSTREAM_MAX_BYTES' | 'platformBases'>;
  clock: Clock;
  sleep: Sleep;
  http?: Partial<HttpClientOptions>;
  /** Per platform, what its module takes beyond the settings (tests: AtCoder's page parse). */
  platformOptions?: Partial<Record<PlatformId, unknown>>;
}

/**
 * Every platform behind one interface, built from its module: adding one is a folder and its
 * entry in the contract. Only the platforms of the PLATFORMS setting are built.
 */
export function createPlatformAdapters(deps: RegistryDeps): PlatformAdapter[] {
  const http: HttpClientOptions = {
    ...defaultHttpOptions,
    maxBodyBytes: deps.config.UPSTREAM_MAX_BYTES,
    sleep: deps.sleep,
    ...deps.http,
  };
  const gates = new Map<string, ReturnType<typeof createRateGate>>();
  const gateFor = (group: string, minIntervalMs: number) => {
    let gate = gates.get(group);
    if (!gate) {
      gate = createRateGate(minIntervalMs, deps.clock, deps.sleep);
      gates.set(group, gate);
    }
    return gate;
  };
  return deps.config.PLATFORMS.map((id) => {
    const module = PLATFORM_MODULES[id];
    return module.createAdapter({
      base(name) {
        const value = deps.config.platformBases[name];
        if (value === undefined) throw new Error(`${id} reads ${name}, which it does not declare`);
        return value;
      },
      http: {
        ...http,
        beforeAttempt: gateFor(module.rateGroup ?? id, module.minIntervalMs),
      },
      options: deps.platformOptions?.[id],
    });
  });
}
