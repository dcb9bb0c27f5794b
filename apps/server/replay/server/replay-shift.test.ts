import { describe, expect, it } from 'vitest';
import { replayShiftMs } from './replay-shift';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const hhmm = (date: Date) => date.toISOString().slice(11, 16);

// Recorded running contests, each with its replay anchor (PROVENANCE.md) and its recorded start.
const RECORDED = [
  {
    name: 'think-cell Round 1',
    anchor: at('2024-02-17T14:45:00Z'),
    start: at('2024-02-17T14:35:00Z'),
  },
  { name: 'ABC 140', anchor: at('2019-09-07T12:30:00Z'), start: at('2019-09-07T12:00:00Z') },
  {
    name: 'Weekly Contest 91',
    anchor: at('2018-07-01T02:00:00Z'),
    start: at('2018-07-01T01:30:00Z'),
  },
  { name: 'yukicoder 490', anchor: at('2024-04-12T12:40:00Z'), start: at('2024-04-12T12:20:00Z') },
];
const DEMO_START = at('2026-11-27T02:51:00Z');

const startsWhenReplayed = (keepMinutes: boolean) =>
  RECORDED.map(
    ({ anchor, start }) =>
      new Date(start.getTime() + replayShiftMs(anchor, DEMO_START, keepMinutes)),
  );

describe('moving a recording to the replay', () => {
  it("puts every anchor exactly on the replay's start for the tests", () => {
    for (const { anchor } of RECORDED) {
      expect(anchor.getTime() + replayShiftMs(anchor, DEMO_START, false)).toBe(
        DEMO_START.getTime(),
      );
    }
    // Anchored half an hour in, ABC 140 and Weekly Contest 91 then start at the same minute.
    expect(startsWhenReplayed(false).map(hhmm)).toEqual(['02:41', '02:21', '02:21', '02:31']);
  });

  it('keeps in the demo the minutes each contest was scheduled at, each anchor in the hour before', () => {
    for (const { anchor } of RECORDED) {
      const shift = replayShiftMs(anchor, DEMO_START, true);
      expect(shift % HOUR).toBe(0);
      const landed = anchor.getTime() + shift;
      expect(landed).toBeLessThanOrEqual(DEMO_START.getTime());
      expect(landed).toBeGreaterThan(DEMO_START.getTime() - HOUR);
    }
    const starts = startsWhenReplayed(true);
    expect(starts.map(hhmm)).toEqual(['02:35', '02:00', '01:30', '02:20']);
    // Still running at the demo's start: each started before it, as recorded.
    expect(starts.every((start) => start.getTime() < DEMO_START.getTime())).toBe(true);
  });

  it('lands an anchor on the start itself when its minutes are the same', () => {
    const anchor = at('2019-09-07T12:51:00Z');
    expect(anchor.getTime() + replayShiftMs(anchor, DEMO_START, true)).toBe(DEMO_START.getTime());
  });
});
