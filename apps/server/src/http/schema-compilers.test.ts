import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useZodSchemas } from './schema-compilers';

function appWithOneRoute(handler: (query: { page: number; tags: string[] }) => unknown) {
  const app = Fastify();
  useZodSchemas(app);
  const querystring = z.object({
    page: z.coerce.number().int().min(0).default(0),
    tags: z
      .string()
      .default('')
      .transform((tags) => tags.split(',').filter(Boolean)),
  });
  app.get('/list', { schema: { querystring } }, (request) =>
    handler(request.query as { page: number; tags: string[] }),
  );
  return app;
}

describe('query strings parsed once per route', () => {
  it('gives each query string its own value, the same one each time it is asked again', async () => {
    const app = appWithOneRoute((query) => query);
    const ask = async (url: string) => (await app.inject(url)).json<unknown>();
    expect(await ask('/list?page=2&tags=a,b')).toEqual({ page: 2, tags: ['a', 'b'] });
    expect(await ask('/list?page=3')).toEqual({ page: 3, tags: [] });
    expect(await ask('/list?page=2&tags=a,b')).toEqual({ page: 2, tags: ['a', 'b'] });
    expect((await app.inject('/list?page=-1')).statusCode).toBe(400);
    expect((await app.inject('/list?page=-1')).statusCode).toBe(400);
  });

  it('keeps a shared value from a handler that writes to it, so the next request reads it unchanged', async () => {
    const app = appWithOneRoute((query) => {
      try {
        query.tags.push('added');
      } catch {
        // Frozen: the write is refused.
      }
      return query;
    });
    const ask = async () => (await app.inject('/list?tags=a')).json<unknown>();
    expect(await ask()).toEqual({ page: 0, tags: ['a'] });
    expect(await ask()).toEqual({ page: 0, tags: ['a'] });
  });
});
