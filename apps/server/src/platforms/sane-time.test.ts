import { describe, expect, it } from 'vitest';
import { userRatingBodySchema } from './codeforces/handles-schema';
import { saneIsoTime, saneIstWallTime, saneSeconds } from './sane-time';

describe('upstream times', () => {
  it('are kept between 2000 and 2100, whatever form they come in', () => {
    expect(saneSeconds.safeParse(1_708_700_000).success).toBe(true);
    for (const seconds of [9e12, 4_102_444_800, 946_684_799, -1, Number.NaN]) {
      expect(saneSeconds.safeParse(seconds).success, String(seconds)).toBe(false);
    }
    expect(saneIsoTime.safeParse('2019-09-07T22:40:00+09:00').success).toBe(true);
    expect(saneIsoTime.safeParse('+275760-09-13T00:00:00Z').success).toBe(false);
    expect(saneIsoTime.safeParse('2100-01-01T00:00:00Z').success).toBe(false);
    expect(saneIstWallTime.safeParse('2025-03-12 22:00:06').success).toBe(true);
    for (const text of ['2025-13-45 22:00:06', '2025-02-30 22:00:06', '1999-12-31 23:00:00']) {
      expect(saneIstWallTime.safeParse(text).success, text).toBe(false);
    }
  });

  it('skip a Codeforces rating change of 9e12 seconds, keeping the others', () => {
    const change = { contestId: 1, rank: 5, oldRating: 1500, newRating: 1600 };
    const read = userRatingBodySchema.parse({
      status: 'OK',
      result: [
        { ...change, ratingUpdateTimeSeconds: 9e12 },
        { ...change, contestId: 2, ratingUpdateTimeSeconds: 1_708_700_000 },
      ],
    });
    expect(read.result).toMatchObject({ malformed: 1, rows: [{ contestId: 2 }] });
  });
});
