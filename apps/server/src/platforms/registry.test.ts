import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock, type Sleep } from '#server/lib/clock';
import { startReplayServer, type ReplayServer } from '#replay/server/replay-server';
import { createPlatformParts } from './registry';

let replay: ReplayServer | undefined;
afterEach(async () => {
  await replay?.close();
  replay = undefined;
});

/** Resolves once `done()` holds, looking again on each turn of the event loop (up to 5 s). */
async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('a call never reached the replay');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The gaps between the calls that reach the replay while the Codeforces contest sync, the gym
 * sync and two handle reads run together.
 */
async function codeforcesGaps(pace: { UPSTREAM_MIN_INTERVAL_MS?: number } = {}) {
  const clock = fixedClock('2026-03-02T10:00:00.000Z');
  const server = await startReplayServer({ clock });
  replay = server;
  // Virtual time: a wait moves the clock, but only once every call already made has reached
  // the replay, so each call is stamped (the replay's `at`) with the instant it was let through.
  let made = 0;
  const sleep: Sleep = async (ms, signal) => {
    await until(() => server.requests.length >= made);
    if (signal?.aborted) throw signal.reason;
    clock.set(new Date(clock.now().getTime() + ms));
  };
  const parts = createPlatformParts({
    config: {
      PLATFORMS: ['codeforces', 'cfgym'],
      UPSTREAM_MAX_BYTES: 20 * 1024 * 1024,
      platformBases: server.bases,
      ...pace,
    },
    clock,
    sleep,
    http: {
      fetch: (input, init) => {
        made++;
        return fetch(input, init);
      },
    },
  });
  const handles = parts.handleSources.codeforces;
  if (!handles) throw new Error('Codeforces has no handle source');
  const signal = new AbortController().signal;
  await Promise.all([
    ...parts.adapters.map((adapter) => adapter.fetchContests(signal)),
    handles.results('tourist', signal),
    handles.results('Petr', signal),
  ]);

  const calls = server.requests.map((request) => ({
    platform: request.platform,
    at: request.at.getTime(),
  }));
  expect(calls.map((call) => call.platform).sort()).toEqual([
    'cfgym',
    'codeforces',
    'codeforcesRating',
    'codeforcesRating',
  ]);
  return calls.slice(1).map((call, i) => call.at - (calls[i]?.at ?? 0));
}

describe('the Codeforces rate gate, shared', () => {
  it('keeps every call 2 s apart while the contest sync, the gym sync and handle reads run together', async () => {
    expect(await codeforcesGaps()).toEqual([2_000, 2_000, 2_000]);
  });

  it('spaces them UPSTREAM_MIN_INTERVAL_MS apart instead when a replay on this machine is asked', async () => {
    expect(await codeforcesGaps({ UPSTREAM_MIN_INTERVAL_MS: 50 })).toEqual([50, 50, 50]);
  });
});
