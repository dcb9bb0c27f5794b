import { z } from 'zod';

export const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The one shape of every error answer of the API. The top-level `message` repeats `error.message`
 * because the first client shows `response.data.message`.
 */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
  }),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * Turns zod issues into one line that names each field, e.g. `page: must be a whole number`.
 * A body whose whole shape changed yields an issue per row; the first few say enough.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[], limit = 5): string {
  const described = issues.slice(0, limit).map((issue) => {
    const field = issue.path.map(String).join('.');
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  const more = issues.length - limit;
  return described.join('; ') + (more > 0 ? ` (and ${more} more)` : '');
}
