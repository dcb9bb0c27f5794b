import { PLATFORM_IDS } from '@contest-tracker/contract';
import { describe, expect, it } from 'vitest';
import { PLATFORM_REPLAY } from './routes';

const routes = Object.values(PLATFORM_REPLAY).flat();

describe("the platforms' recorded routes", () => {
  it('are found by every platform id, and only by those', () => {
    expect(Object.keys(PLATFORM_REPLAY).sort()).toEqual([...PLATFORM_IDS].sort());
  });

  it('replay every route under a name of their own, with a default sample that exists', () => {
    const upstreams = routes.map((r) => r.upstream);
    expect(new Set(upstreams).size).toBe(upstreams.length);
    for (const route of routes) {
      expect(route.samples[route.defaultSample], route.upstream).toBeDefined();
    }
  });
});
