import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkAnswers } from './check-answers';
import { registerErrorHandling } from './error-handler';
import { useZodSchemas } from './schema-compilers';

// Throw-away routes in an app with the checker and the error handling buildApp gives tests: each answers
// what it is told to, so the checker is seen to let through, or refuse, each kind of answer.

const item = z.object({ id: z.string(), count: z.number().int() });
const problem = z.object({ code: z.string(), message: z.string() });

function appWithRoutes() {
  const errors: string[] = [];
  const app = Fastify({
    logger: {
      level: 'error',
      stream: { write: (line: string) => void errors.push(line) },
    },
  });
  registerErrorHandling(app);
  useZodSchemas(app);
  checkAnswers(app);
  const answers = new Map<string, { status: number; body: unknown }>();
  app.get(
    '/item/:case',
    { schema: { response: { 200: item, 404: problem } } },
    async (request, reply) => {
      const { status, body } = answers.get((request.params as { case: string }).case) ?? {
        status: 200,
        body: { id: 'a', count: 1 },
      };
      return (reply as FastifyReply).code(status).send(body);
    },
  );
  app.get(
    '/any/:case',
    {
      schema: {
        response: { '2xx': item, '4xx': { content: { 'application/json': { schema: problem } } } },
      },
    },
    async (request, reply) => {
      const { status, body } = answers.get((request.params as { case: string }).case) ?? {
        status: 200,
        body: { id: 'a', count: 1 },
      };
      return (reply as FastifyReply).code(status).send(body);
    },
  );
  app.get('/gzipped', { schema: { response: { 200: item } } }, async (_request, reply) =>
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-encoding', 'gzip')
      .send(gzipSync(JSON.stringify({ id: 'a', count: 'many' }))),
  );
  app.get('/hidden', { schema: { hide: true, response: { 202: item } } }, async (_r, reply) =>
    reply.code(202).send({ whatever: true }),
  );
  app.get('/text', { schema: { response: { 200: item } } }, async (_r, reply) =>
    reply.type('text/plain').send('not json at all'),
  );
  const answer = (name: string, status: number, body: unknown) =>
    void answers.set(name, { status, body });
  return { app, answer, errors };
}

describe('checkAnswers', () => {
  it('lets through an answer that matches the schema of its status', async () => {
    const { app, answer } = appWithRoutes();
    answer('found', 200, { id: 'x', count: 2 });
    answer('missing', 404, { code: 'not_found', message: 'no such item' });
    expect((await app.inject('/item/found')).json()).toEqual({ id: 'x', count: 2 });
    expect((await app.inject('/item/missing')).statusCode).toBe(404);
    answer('range', 201, { id: 'y', count: 3 });
    answer('range-error', 409, { code: 'conflict', message: 'taken' });
    expect((await app.inject('/any/range')).statusCode).toBe(201);
    expect((await app.inject('/any/range-error')).statusCode).toBe(409);
  });

  it('refuses a wrong shape: 500, and the log names the route and the field', async () => {
    const { app, answer, errors } = appWithRoutes();
    answer('wrong', 200, { id: 'x', count: 'two' });
    const response = await app.inject('/item/wrong');
    expect(response.statusCode).toBe(500);
    expect(errors.join('\n')).toMatch(/answer of GET \/item\/:case breaks its schema: count/);
    answer('wrong-range', 418, { code: 'teapot' });
    expect((await app.inject('/any/wrong-range')).statusCode).toBe(500);
    expect(errors.join('\n')).toMatch(/GET \/any\/:case breaks its schema: message/);
  });

  it('refuses a status the route does not declare', async () => {
    const { app, answer, errors } = appWithRoutes();
    answer('teapot', 418, { code: 'teapot', message: 'I am one' });
    expect((await app.inject('/item/teapot')).statusCode).toBe(500);
    expect(errors.join('\n')).toMatch(
      /GET \/item\/:case breaks its schema: status 418 is not declared/,
    );
    answer('server', 503, { id: 'x', count: 2 });
    expect((await app.inject('/any/server')).statusCode).toBe(500);
    expect(errors.join('\n')).toMatch(/status 503 is not declared/);
  });

  it('reads a compressed answer before checking it', async () => {
    const { app, errors } = appWithRoutes();
    expect((await app.inject('/gzipped')).statusCode).toBe(500);
    expect(errors.join('\n')).toMatch(/GET \/gzipped breaks its schema: count/);
  });

  it('leaves alone what is not JSON and routes hidden from the API document', async () => {
    const { app } = appWithRoutes();
    expect((await app.inject('/text')).body).toBe('not json at all');
    expect((await app.inject('/hidden')).statusCode).toBe(202);
  });
});
