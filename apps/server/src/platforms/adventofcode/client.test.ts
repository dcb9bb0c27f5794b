import { describe, expect, it } from 'vitest';
import { fixedClock } from '#server/lib/clock';
import { createAdventOfCodeAdapter } from './client';

describe('createAdventOfCodeAdapter', () => {
  it('computes the days from the injected clock, with nothing dropped', async () => {
    const clock = fixedClock('2026-12-05T06:00:00Z');
    const adapter = createAdventOfCodeAdapter({ clock });
    const { contests, malformed } = await adapter.fetchContests(new AbortController().signal);
    expect(malformed).toBe(0);
    // This season's twelve days and next season's twelve.
    expect(contests.map((c) => c.externalId)).toEqual([
      ...Array.from({ length: 12 }, (_, i) => `2026-day-${i + 1}`),
      ...Array.from({ length: 12 }, (_, i) => `2027-day-${i + 1}`),
    ]);
    // Day 5 unlocked an hour ago: the one running.
    const now = clock.now().getTime();
    const running = contests.filter(
      (c) => c.startsAt.getTime() <= now && now < c.startsAt.getTime() + c.durationMinutes * 60_000,
    );
    expect(running.map((c) => c.externalId)).toEqual(['2026-day-5']);

    clock.set('2027-01-10T00:00:00Z');
    const later = await adapter.fetchContests(new AbortController().signal);
    expect(later.contests[0]?.externalId).toBe('2026-day-1');
  });

  it('stops with the sync when it is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('sync stopped'));
    const adapter = createAdventOfCodeAdapter({ clock: fixedClock('2026-12-05T06:00:00Z') });
    await expect(adapter.fetchContests(controller.signal)).rejects.toThrow('sync stopped');
  });
});
