import { z } from 'zod';

/** A list's rows that had the shape, and how many did not. */
export interface CheckedRows<T> {
  rows: T[];
  malformed: number;
}

/**
 * A list checked row by row: a row of the wrong shape (`name: null`, a field missing) is dropped
 * and counted, so one bad row costs that row, never the whole list. The list itself must still be
 * an array: an envelope that is wrong as a whole fails as before.
 */
export function rowsOf<T extends z.ZodType>(row: T) {
  return z.array(z.unknown()).transform((items): CheckedRows<z.output<T>> => {
    const rows: z.output<T>[] = [];
    for (const item of items) {
      const parsed = row.safeParse(item);
      if (parsed.success) rows.push(parsed.data);
    }
    return { rows, malformed: items.length - rows.length };
  });
}

/** The rows dropped across several lists of one answer. */
export const malformedIn = (...lists: readonly CheckedRows<unknown>[]) =>
  lists.reduce((sum, list) => sum + list.malformed, 0);
