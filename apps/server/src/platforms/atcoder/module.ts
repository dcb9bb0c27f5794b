import type { PlatformModule } from '#server/platforms/platform-module';
import { createAtcoderAdapter } from './client';
import { createAtcoderHandles } from './handles';
import { matchAtcoderVideo } from './match-video';

export const atcoder: PlatformModule = {
  id: 'atcoder',
  homePage: 'https://atcoder.jp/contests/',
  settings: [
    {
      name: 'ATCODER_BASE',
      default: 'https://atcoder.jp',
      description: 'AtCoder origin: running and upcoming contests, from `/contests/`',
    },
    {
      name: 'ATCODER_PROBLEMS_BASE',
      default: 'https://kenkoooo.com',
      description:
        "AtCoder Problems origin: past contests, from its contests' list; users' submissions",
    },
  ],
  // AtCoder Problems asks for at most one request a second.
  minIntervalMs: 1_000,
  // As AtCoder's pages and AtCoder Problems write them: `abc400`, `jsc2019-qual`, `APG4b`.
  idShape: /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
  createAdapter: (context) =>
    createAtcoderAdapter({
      baseUrl: context.base('ATCODER_BASE'),
      problemsBaseUrl: context.base('ATCODER_PROBLEMS_BASE'),
      http: context.http,
      // Tests shorten the page parse's time limit or stand in for its worker.
      ...(context.options ? { parse: context.options } : {}),
    }),
  // Users' pages and histories on AtCoder, their submissions on AtCoder Problems: one gate.
  createHandleSource: (context) =>
    createAtcoderHandles({
      baseUrl: context.base('ATCODER_BASE'),
      problemsBaseUrl: context.base('ATCODER_PROBLEMS_BASE'),
      http: context.http,
      clock: context.clock,
    }),
  matchVideo: matchAtcoderVideo,
};
