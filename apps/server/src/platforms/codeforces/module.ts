import type { PlatformModule } from '#server/platforms/platform-module';
import { createCodeforcesAdapter } from './client';
import { createCodeforcesHandles } from './handles';
import { matchCodeforcesVideo } from './match-video';
import { createCodeforcesRatingSource } from './rating-source';

export const codeforces: PlatformModule = {
  id: 'codeforces',
  homePage: 'https://codeforces.com/contests',
  settings: [
    {
      name: 'CODEFORCES_API_BASE',
      default: 'https://codeforces.com',
      description: 'Codeforces API origin (`/api/contest.list`)',
    },
  ],
  // Codeforces answers "Call limit exceeded" to more than one call per 2 seconds.
  minIntervalMs: 2_000,
  // Numeric contest ids.
  idShape: /^[1-9]\d{0,9}$/,
  createAdapter: (context) =>
    createCodeforcesAdapter({ baseUrl: context.base('CODEFORCES_API_BASE'), http: context.http }),
  // The same API and the same gate as the contest list.
  createHandleSource: (context) =>
    createCodeforcesHandles({
      baseUrl: context.base('CODEFORCES_API_BASE'),
      http: context.http,
      clock: context.clock,
    }),
  // Finished rounds' standings and rating changes: the same API, the same gate again.
  createRatingSource: (context) =>
    createCodeforcesRatingSource({
      baseUrl: context.base('CODEFORCES_API_BASE'),
      http: context.http,
    }),
  matchVideo: matchCodeforcesVideo,
};
