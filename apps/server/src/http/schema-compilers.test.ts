import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rememberingQueryParser } from './query-strings';
import { useZodSchemas } from './schema-compilers';

function appWithOneRoute(handler: (query: { page: number; tags: string[] }) => unknown) {
  const app = Fastify({ routerOptions: { querystringParser: rememberingQueryParser() } });
  useZodSchemas(app);
  const checked = { times: 0 };
  const querystring = z.object({
    page: z.coerce.number().int().min(0).default(0),
    tags: z
      .string()
      .default('')
      .transform((tags) => {
        checked.times++;
        return tags.split(',').filter(Boolean);
      }),
  });
  app.get('/list', { schema: { querystring } }, (request) =>
    handler(request.query as { page: number; tags: string[] }),
  );
  return { app, checked };
}

describe('query strings parsed once per route', () => {
  it('gives each query string its own value, the same one each time it is asked again', async () => {
    const { app } = appWithOneRoute((query) => query);
    const ask = async (url: string) => (await app.inject(url)).json<unknown>();
    expect(await ask('/list?page=2&tags=a,b')).toEqual({ page: 2, tags: ['a', 'b'] });
    expect(await ask('/list?page=3')).toEqual({ page: 3, tags: [] });
    expect(await ask('/list?page=2&tags=a,b')).toEqual({ page: 2, tags: ['a', 'b'] });
    expect((await app.inject('/list?page=-1')).statusCode).toBe(400);
    expect((await app.inject('/list?page=-1')).statusCode).toBe(400);
  });

  it('checks a short query string once, and a long one (a search) each time', async () => {
    const { app, checked } = appWithOneRoute((query) => query);
    for (let i = 0; i < 3; i++) await app.inject('/list?page=1&tags=a');
    expect(checked.times).toBe(1);
    const long = `/list?tags=${'x'.repeat(80)}`;
    for (let i = 0; i < 3; i++) {
      expect((await app.inject(long)).json()).toEqual({ page: 0, tags: ['x'.repeat(80)] });
    }
    expect(checked.times).toBe(4);
  });

  it('keeps a shared value from a handler that writes to it, so the next request reads it unchanged', async () => {
    const { app } = appWithOneRoute((query) => {
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

describe('rememberingQueryParser', () => {
  it('parses as Fastify does, repeated keys as arrays, and hands out one frozen value per text', () => {
    const parse = rememberingQueryParser();
    const first = parse('page=0&platform=a&platform=b');
    expect({ ...first }).toEqual({ page: '0', platform: ['a', 'b'] });
    expect(parse('page=0&platform=a&platform=b')).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.platform)).toBe(true);
    expect(parse('page=1')).not.toBe(first);
  });

  it('parses a long query string afresh each time, and starts over when it knows too many', () => {
    const parse = rememberingQueryParser();
    const long = `q=${'y'.repeat(70)}`;
    expect(parse(long)).not.toBe(parse(long));
    const first = parse('page=0');
    for (let page = 1; page <= 256; page++) parse(`page=${page}`);
    expect(parse('page=0')).not.toBe(first);
    expect(parse('page=0')).toEqual(first);
  });
});
