import { describe, expect, it } from 'vitest';
import { dateTicks, ratingDomain, ratingTicks } from './chart-scale';

describe('the rating chart’s scales', () => {
  it('rounds the rating axis to hundreds with room around the line', () => {
    expect(ratingDomain([1480, 1669])).toEqual({ low: 1400, high: 1800 });
    expect(ratingDomain([1450, 1450])).toEqual({ low: 1400, high: 1500 });
  });

  it('labels no two ratings closer than the gap asked for', () => {
    expect(ratingTicks({ low: 1100, high: 1500 }, [1200, 1400], 0.1, 12)).toEqual([1100, 1500]);
    expect(ratingTicks({ low: 1100, high: 1500 }, [1200, 1400], 0.2, 12)).toEqual([
      1100, 1200, 1400, 1500,
    ]);
  });

  it('names days when the contests span less than four months', () => {
    const first = Date.parse('2024-01-01T12:00:00Z');
    expect(dateTicks(first, Date.parse('2024-03-01T12:00:00Z')).map((t) => t.label)).toEqual([
      '1 Jan',
      '21 Jan',
      '10 Feb',
      '1 Mar',
    ]);
    // The same month is named once.
    expect(dateTicks(first, first).map((t) => t.label)).toEqual(['1 Jan']);
  });
});
