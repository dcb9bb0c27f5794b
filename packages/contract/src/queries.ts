import { z } from 'zod';
import { CONTEST_LENGTHS } from './contest-length';
import { MAX_PAST_DEPTH } from './past-paging';
import { PLATFORM_IDS, parsePlatform, type PlatformId } from './platform-list';
import { MAX_SEARCH_LENGTH } from './search';

export const MAX_PAGE = 100_000;
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 50;

export function wholeNumber(min: number, max: number, fallback: number) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return fallback;
      const value = /^\d{1,12}$/.test(raw) ? Number(raw) : Number.NaN;
      if (!Number.isInteger(value) || value < min || value > max) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a whole number from ${min} to ${max}`,
        });
        return z.NEVER;
      }
      return value;
    });
}

/** `?platforms=codeforces,leetcode` (ids or display names, any case); empty or absent means all. */
export const platformsParamSchema = z
  .string()
  .optional()
  .transform((raw, ctx): PlatformId[] => {
    if (raw === undefined || raw.trim() === '') return [];
    const ids = new Set<PlatformId>();
    for (const part of raw.split(',')) {
      if (part.trim() === '') continue;
      const id = parsePlatform(part);
      if (!id) {
        ctx.addIssue({
          code: 'custom',
          message: `unknown platform '${part.slice(0, 40)}' (expected ${PLATFORM_IDS.join(', ')})`,
        });
        return z.NEVER;
      }
      ids.add(id);
    }
    return [...ids].sort();
  });

export const upcomingQuerySchema = z.object({
  platforms: platformsParamSchema,
});
export type UpcomingQuery = z.output<typeof upcomingQuerySchema>;

/** `?q=round 926`: absent means no search; present, 1–100 characters after trimming. */
export const searchParamSchema = z
  .string()
  .trim()
  .min(1, 'must be 1 to 100 characters')
  .max(MAX_SEARCH_LENGTH, 'must be 1 to 100 characters')
  .optional();

/** `?length=short`: 'short' is up to 3 hours, 'long' longer; absent means 'any'. */
export const lengthParamSchema = z
  .enum(CONTEST_LENGTHS, { error: `must be one of ${CONTEST_LENGTHS.join(', ')}` })
  .default('any');

/**
 * `?before=2025-03-01T00:00:00Z`: the list starts at the newest contest that started before this
 * instant ('Go to month'); pages count from there.
 */
export const beforeParamSchema = z
  .string()
  .optional()
  .describe('Start at the newest contest that started before this instant (ISO 8601)')
  .transform((raw, ctx) => {
    if (raw === undefined) return undefined;
    const valid = z.iso.datetime({ offset: true }).safeParse(raw).success;
    const at = valid ? new Date(raw) : undefined;
    if (!at || Number.isNaN(at.getTime())) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be an ISO 8601 instant, e.g. 2025-03-01T00:00:00Z',
      });
      return z.NEVER;
    }
    return at;
  })
  .optional();

export const pastQuerySchema = z
  .object({
    page: wholeNumber(0, MAX_PAGE, 0),
    pageSize: wholeNumber(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
    platforms: platformsParamSchema,
    q: searchParamSchema,
    length: lengthParamSchema,
    before: beforeParamSchema,
  })
  .superRefine(({ page, pageSize }, ctx) => {
    if ((page + 1) * pageSize > MAX_PAST_DEPTH) {
      const last = Math.floor(MAX_PAST_DEPTH / pageSize) - 1;
      ctx.addIssue({
        code: 'custom',
        path: ['page'],
        message: `must be at most ${last} with pageSize ${pageSize} (the newest ${MAX_PAST_DEPTH} past contests are paged)`,
      });
    }
  });
export type PastQuery = z.output<typeof pastQuerySchema>;
