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
    // The lists are asked again and again with the same few query strings (`?page=0`): each
    // is parsed once per route and its value shared (frozen, arrays too: a handler that wrote to
    // `request.query` would throw rather than change what the next request reads).
    // Anyone can make up new ones, so the memory is small and starts over when full.
    const seen = new Map<string, { value: unknown }>();
    return (data) => {
      const key = queryKey(data);
      const known = key === undefined ? undefined : seen.get(key);
      if (known) return known;
      const result = validate(data);
      if (key === undefined || !('value' in result)) return result;
      if (seen.size >= KNOWN_QUERIES) seen.clear();
      const kept = { value: deepFreeze(result.value) };
      seen.set(key, kept);
      return kept;
    };
  });
  // Answers are built from typed values: checking them costs a parse per answer, which tests pay
  // (`check-answers.ts`) and production does not. Cached lists are Buffers and skip this anyway.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

/** Query strings whose parsed value a route keeps. */
const KNOWN_QUERIES = 256;
/** Longer query strings (searches, mostly) are parsed every time rather than kept. */
const MAX_KEY_LENGTH = 64;

/** The parsed query string as one string (JSON keeps it unambiguous); undefined when long. */
function queryKey(data: unknown): string | undefined {
  const key = JSON.stringify(data) as string | undefined;
  return key === undefined || key.length > MAX_KEY_LENGTH ? undefined : key;
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}
