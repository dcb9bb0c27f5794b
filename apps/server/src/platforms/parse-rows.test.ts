import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { malformedIn, rowsOf } from './parse-rows';

const list = rowsOf(z.object({ id: z.number().int(), name: z.string() }));

describe('rowsOf', () => {
  it('keeps the rows of the right shape and counts the others', () => {
    const read = list.parse([
      { id: 1, name: 'a' },
      { id: 2, name: null },
      'row',
      { id: 3, name: 'c' },
    ]);
    expect(read).toEqual({
      rows: [
        { id: 1, name: 'a' },
        { id: 3, name: 'c' },
      ],
      malformed: 2,
    });
    expect(malformedIn(read, list.parse([null]))).toBe(3);
  });

  it('refuses a list that is not an array', () => {
    expect(list.safeParse({ id: 1, name: 'a' }).success).toBe(false);
    expect(list.safeParse(null).success).toBe(false);
  });
});
