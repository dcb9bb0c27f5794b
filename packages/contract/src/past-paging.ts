/** How deep into the past a page may reach: deeper would make PostgreSQL skip that many rows. */
export const MAX_PAST_DEPTH = 10_000;

/**
 * How many pages a past list of `total` contests has: the last one may be short; none beyond
 * MAX_PAST_DEPTH ('Go to month' reaches older contests).
 */
export function pastPageCount(total: number, pageSize: number): number {
  return Math.min(Math.ceil(total / pageSize), Math.floor(MAX_PAST_DEPTH / pageSize));
}
