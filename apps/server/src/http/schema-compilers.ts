import { describeIssues } from '@contest-tracker/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '#server/lib/app-error';
import { deepFreeze } from './query-strings';

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
    // A remembered query string is one frozen object (`query-strings.ts`): its validated value is
    // kept per object, so the lists' few query strings are each checked once per route.
    const seen = new WeakMap<object, { value: unknown }>();
    return (data: unknown) => {
      const remembered = typeof data === 'object' && data !== null && Object.isFrozen(data);
      const known = remembered ? seen.get(data) : undefined;
      if (known) return known;
      const result = validate(data);
      if (!remembered || !('value' in result)) return result;
      const kept = { value: deepFreeze(result.value) };
      seen.set(data, kept);
      return kept;
    };
  });
  // Answers are built from typed values: checking them costs a parse per answer, which tests pay
  // (`check-answers.ts`) and production does not. Cached lists are Buffers and skip this anyway.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}
