import { describeIssues } from '@contest-tracker/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '#server/lib/app-error';

/**
 * Routes declare zod schemas (fastify-type-provider-zod gives their types and their document);
 * this compiler validates with them so a bad input is the one 400 whose message names each field.
 * No body at all reads as `{}`, so the 400 names the missing field rather than the body.
 */
export function useZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler<z.ZodType>(({ schema, httpPart }) => {
    const validate = (data: unknown) => {
      const result = schema.safeParse(httpPart === 'body' && data == null ? {} : data);
      if (result.success) return { value: result.data };
      return { error: new AppError('bad_request', describeIssues(result.error.issues)) };
    };
    if (httpPart !== 'querystring') return validate;
    // Most list requests have no query string: its defaults are parsed once per route, not per
    // request (handlers only read `request.query`).
    let empty: ReturnType<typeof validate> | undefined;
    return (data) => {
      if (!isEmptyObject(data)) return validate(data);
      empty ??= validate({});
      return empty;
    };
  });
  // Answers are built from typed values: checking them costs a parse per answer, which tests pay
  // (`check-answers.ts`) and production does not. Cached lists are Buffers and skip this anyway.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

function isEmptyObject(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  for (const key in data) if (Object.hasOwn(data, key)) return false;
  return true;
}
