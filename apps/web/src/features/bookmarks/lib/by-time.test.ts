import { describe, expect, it } from 'vitest';
import { ourContest } from '@/test/contests';
import { bookmarksByTime } from './by-time';

const NOW = new Date('2030-03-01T12:00:00.000Z');
const contest = (id: string, startsAt: string, minutes: number) =>
  ourContest({ id, platform: 'codeforces', title: id, startsAt, minutes });

describe('bookmarksByTime', () => {
  it('puts running (ending soonest), then upcoming (soonest), then past (newest) apart', () => {
    // As the issue found them: in the order they were bookmarked.
    const bookmarked = [
      contest('past-old', '2030-02-01T10:00:00.000Z', 120),
      contest('live-long', '2030-03-01T10:00:00.000Z', 300),
      contest('dec-3', '2030-12-03T10:00:00.000Z', 120),
      contest('past-new', '2030-02-27T10:00:00.000Z', 120),
      contest('live-short', '2030-03-01T11:00:00.000Z', 90),
      contest('tomorrow', '2030-03-02T10:00:00.000Z', 120),
    ];
    const { current, past } = bookmarksByTime(bookmarked, NOW);
    expect(current.map((c) => c.id)).toEqual(['live-short', 'live-long', 'tomorrow', 'dec-3']);
    expect(past.map((c) => c.id)).toEqual(['past-new', 'past-old']);
  });

  it('goes by the time now, not by the status the answer carried', () => {
    const ended = contest('just-ended', '2030-03-01T10:00:00.000Z', 120);
    const { current, past } = bookmarksByTime([{ ...ended, status: 'running' }], NOW);
    expect(current).toEqual([]);
    expect(past.map((c) => c.id)).toEqual(['just-ended']);
  });
});
