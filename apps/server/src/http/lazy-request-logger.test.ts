import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LazyRequestLogger } from './lazy-request-logger';

function appLoggingTo(lines: Record<string, unknown>[]) {
  const app = Fastify({
    logger: {
      level: 'info',
      stream: {
        write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
      },
    },
    disableRequestLogging: true,
    childLoggerFactory: (logger, bindings, options) =>
      new LazyRequestLogger(logger, bindings, options),
  });
  app.get('/quiet', () => 'ok');
  app.get('/warns', (request) => {
    request.log.warn({ detail: 7 }, 'something to see');
    request.log.debug('below the level');
    return 'ok';
  });
  return app;
}

describe("a request's logger, made when it first logs", () => {
  it('writes nothing for a request that does not log', async () => {
    const lines: Record<string, unknown>[] = [];
    await appLoggingTo(lines).inject('/quiet');
    expect(lines).toEqual([]);
  });

  it("tags each line with its request's id, at the server's level", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines);
    await app.inject('/warns');
    await app.inject('/warns');
    expect(lines.map((line) => [line.level, line.msg, line.detail])).toEqual([
      [40, 'something to see', 7],
      [40, 'something to see', 7],
    ]);
    const ids = lines.map((line) => line.reqId);
    expect(ids[0]).toEqual(expect.any(String));
    expect(ids[0]).not.toBe(ids[1]);
  });
});
