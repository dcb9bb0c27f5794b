import type { PlatformModule } from '#server/platforms/platform-module';
import { createLeetcodeAdapter } from './client';
import { createLeetcodeHandles } from './handles';
import { matchLeetcodeVideo } from './match-video';
import { createLeetcodeRankingSource } from './ranking-source';

export const leetcode: PlatformModule = {
  id: 'leetcode',
  homePage: 'https://leetcode.com/contest/',
  settings: [
    {
      name: 'LEETCODE_API_BASE',
      default: 'https://leetcode.com',
      description: 'LeetCode GraphQL origin (`/graphql`)',
    },
    {
      name: 'LEETCODE_RATINGS_BASE',
      default: 'https://raw.githubusercontent.com/zerotrac/leetcode_problem_rating/main',
      description:
        "Where zerotrac's LeetCode problem ratings are read (`/data.json`); https outside tests and the demo",
    },
  ],
  minIntervalMs: 1_000,
  // The contest's titleSlug: `weekly-contest-400`.
  idShape: /^[a-z0-9][a-z0-9_-]*$/,
  createAdapter: (context) =>
    createLeetcodeAdapter({ baseUrl: context.base('LEETCODE_API_BASE'), http: context.http }),
  createHandleSource: (context) =>
    createLeetcodeHandles({
      baseUrl: context.base('LEETCODE_API_BASE'),
      ratingsBaseUrl: context.base('LEETCODE_RATINGS_BASE'),
      http: context.http,
      clock: context.clock,
    }),
  createRankingSource: (context) =>
    createLeetcodeRankingSource({
      baseUrl: context.base('LEETCODE_API_BASE'),
      http: context.http,
      clock: context.clock,
    }),
  matchVideo: matchLeetcodeVideo,
};
