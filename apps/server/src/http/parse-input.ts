import { describeIssues } from '@contest-tracker/contract';
import type { z } from 'zod';
import { AppError } from '#server/lib/app-error';

/** Parses one part of a request; a failure is a 400 whose message names each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('bad_request', describeIssues(result.error.issues));
  return result.data;
}
