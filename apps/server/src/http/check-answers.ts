import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describeIssues } from '@contest-tracker/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

type ResponseSchemas = Record<
  string,
  z.ZodType | { content?: Record<string, { schema: z.ZodType }> }
>;

function declaredSchema(request: FastifyRequest, status: number): z.ZodType | undefined {
  const responses = (request.routeOptions.schema?.response ?? {}) as ResponseSchemas;
  const declared = responses[status] ?? responses[`${Math.floor(status / 100)}xx`];
  if (!declared) return undefined;
  if (!('content' in declared)) return declared as z.ZodType;
  return declared.content?.['application/json']?.schema;
}

function bodyText(reply: FastifyReply, payload: unknown): string | undefined {
  if (typeof payload === 'string') return payload;
  if (!Buffer.isBuffer(payload)) return undefined;
  const coding = reply.getHeader('content-encoding');
  if (coding === 'br') return brotliDecompressSync(payload).toString();
  if (coding === 'gzip') return gunzipSync(payload).toString();
  return payload.toString();
}

/**
 * For tests (`checkAnswers` of buildApp): every JSON answer of a route with schemas, the cached
 * lists' Buffers included, must match the schema it declares for its status, and a status it does
 * not declare is a failure too. A mismatch is logged and answers 500, so the test that made it fails.
 */
export function checkAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.schema?.response || request.routeOptions.schema.hide) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      return payload;
    }
    const text = bodyText(reply, payload);
    if (text === undefined || text === '') return payload;
    const schema = declaredSchema(request, reply.statusCode);
    const result = schema?.safeParse(JSON.parse(text));
    if (result?.success) return payload;
    const problem = result
      ? describeIssues(result.error.issues)
      : `status ${reply.statusCode} is not declared`;
    const where = `${request.method} ${request.routeOptions.url ?? request.url}`;
    request.log.error(
      { answer: text.slice(0, 500) },
      `answer of ${where} breaks its schema: ${problem}`,
    );
    throw new Error(`The answer of ${where} does not match its schema: ${problem}`);
  });
}
