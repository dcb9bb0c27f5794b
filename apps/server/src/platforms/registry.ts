import type { PlatformId } from '@contest-tracker/contract';
import type { Config } from '#server/config/env';
import type { Clock, Sleep } from '#server/lib/clock';
import type { HandleSource } from './handle-source';
import type { RankingSource } from './ranking-source';
import type { RatingSource } from './rating-source';
import { defaultHttpOptions, type HttpClientOptions } from './http-client';
import { PLATFORM_MODULES } from './modules';
import { proxiedFetch } from './proxy-fetch';
import type { PlatformModule } from './platform-module';
import { createRateGate, type TakeSlot } from './rate-gate';
import type { PlatformAdapter } from './types';

/**
 * Users' calls waiting at one gate: 10 at Codeforces' 2 s is 20 s, well within a verification's
 * minute with the sync's calls ahead of them. One more is answered 503 at once (issue 45).
 */
const USER_CALLS_QUEUED = 10;
/**
 * Added to a shared gate's interval: two instances' timers and sockets can bring calls that left
 * a slot apart a few milliseconds closer by the time they reach the platform.
 */
const SHARED_GATE_MARGIN_MS = 100;

export interface RegistryDeps {
  config: Pick<Config, 'PLATFORMS' | 'UPSTREAM_MAX_BYTES' | 'platformBases'> &
    Partial<Pick<Config, 'UPSTREAM_USER_AGENT' | 'platformProxies' | 'UPSTREAM_MIN_INTERVAL_MS'>>;
  clock: Clock;
  sleep: Sleep;
  http?: Partial<HttpClientOptions>;
  /** Per platform, what its module takes beyond the settings (tests: AtCoder's page parse). */
  platformOptions?: Partial<Record<PlatformId, unknown>>;
  /** Several instances on PostgreSQL: a rate group's next slot, taken in the database. */
  takeGateSlot?: (group: string, intervalMs: number) => Promise<number>;
}

export interface PlatformParts {
  adapters: PlatformAdapter[];
  /** The served platforms whose users can link a handle. */
  handleSources: Partial<Record<PlatformId, HandleSource>>;
  /** The served platforms whose finished rounds' rating changes are predicted. */
  ratingSources: Partial<Record<PlatformId, RatingSource>>;
  /** The served platforms whose contests are predicted from their ranking (decision 065). */
  rankingSources: Partial<Record<PlatformId, RankingSource>>;
}

/**
 * Every platform behind one interface, built from its module: adding one is a folder and its
 * entry in the contract. Only the platforms of the PLATFORMS setting are built. A platform's
 * contest list and its users' handles share one rate gate: the platform's limit is per caller.
 */
export function createPlatformParts(deps: RegistryDeps): PlatformParts {
  const http: HttpClientOptions = {
    ...defaultHttpOptions,
    maxBodyBytes: deps.config.UPSTREAM_MAX_BYTES,
    userAgent: deps.config.UPSTREAM_USER_AGENT,
    sleep: deps.sleep,
    ...deps.http,
  };
  // One proxy client per proxy address, shared by the platforms that name it.
  const proxied = new Map<string, typeof fetch>();
  const fetchFor = (id: PlatformId) => {
    const proxy = deps.config.platformProxies?.[id];
    if (proxy === undefined) return {};
    let viaProxy = proxied.get(proxy);
    if (!viaProxy) {
      viaProxy = proxiedFetch(proxy);
      proxied.set(proxy, viaProxy);
    }
    return { fetch: viaProxy };
  };
  const gates = new Map<string, ReturnType<typeof createRateGate>>();
  const gateFor = (group: string, minIntervalMs: number) => {
    let gate = gates.get(group);
    if (!gate) {
      const take = deps.takeGateSlot;
      // A gate of 0 (a replay on this machine) spaces nothing: no slot is worth a round trip.
      const takeSlot: TakeSlot | undefined =
        take && minIntervalMs > 0
          ? () => take(group, minIntervalMs + SHARED_GATE_MARGIN_MS)
          : undefined;
      gate = createRateGate(minIntervalMs, deps.clock, deps.sleep, USER_CALLS_QUEUED, takeSlot);
      gates.set(group, gate);
    }
    return gate;
  };
  const contextOf = (module: PlatformModule) => ({
    base(name: string) {
      const value = deps.config.platformBases[name];
      if (value === undefined) {
        throw new Error(`${module.id} reads ${name}, which it does not declare`);
      }
      return value;
    },
    http: {
      ...http,
      ...fetchFor(module.id),
      // A replay on this machine may be asked faster (tests, the demo: parseConfig checks it).
      beforeAttempt: gateFor(
        module.rateGroup ?? module.id,
        deps.config.UPSTREAM_MIN_INTERVAL_MS ?? module.minIntervalMs,
      ),
    },
    options: deps.platformOptions?.[module.id],
    clock: deps.clock,
  });
  const modules = deps.config.PLATFORMS.map((id) => PLATFORM_MODULES[id]);
  const handleSources: PlatformParts['handleSources'] = {};
  for (const module of modules) {
    if (module.createHandleSource) {
      handleSources[module.id] = module.createHandleSource(contextOf(module));
    }
  }
  const ratingSources: PlatformParts['ratingSources'] = {};
  for (const module of modules) {
    if (module.createRatingSource) {
      ratingSources[module.id] = module.createRatingSource(contextOf(module));
    }
  }
  const rankingSources: PlatformParts['rankingSources'] = {};
  for (const module of modules) {
    if (module.createRankingSource) {
      rankingSources[module.id] = module.createRankingSource(contextOf(module));
    }
  }
  return {
    adapters: modules.map((module) => module.createAdapter(contextOf(module))),
    handleSources,
    ratingSources,
    rankingSources,
  };
}

export function createPlatformAdapters(deps: RegistryDeps): PlatformAdapter[] {
  return createPlatformParts(deps).adapters;
}
