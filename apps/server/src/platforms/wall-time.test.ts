import { describe, expect, it } from 'vitest';
import { IST_MINUTES, wallTimeAt } from './wall-time';

describe('wallTimeAt', () => {
  it('reads an IST wall time as the instant 5:30 earlier in UTC, across midnight', () => {
    expect(wallTimeAt('2025-04-13T19:00:00', IST_MINUTES).toISOString()).toBe(
      '2025-04-13T13:30:00.000Z',
    );
    expect(wallTimeAt('2025-04-14T03:00:00', IST_MINUTES).toISOString()).toBe(
      '2025-04-13T21:30:00.000Z',
    );
    expect(wallTimeAt('2025-01-01 00:15', IST_MINUTES).toISOString()).toBe(
      '2024-12-31T18:45:00.000Z',
    );
  });

  it('gives no date for text that is not a wall time or a day that does not exist', () => {
    for (const text of [
      '2025-02-30T10:00:00',
      '2025-03-12 24:00:00',
      '2025-03-12 22:60:00',
      'soon',
      '2025-04-13T19:00:00Z',
      '',
    ]) {
      expect(Number.isNaN(wallTimeAt(text, IST_MINUTES).getTime()), text).toBe(true);
    }
  });
});
