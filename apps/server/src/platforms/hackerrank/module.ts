import type { PlatformModule } from '#server/platforms/platform-module';
import { createHackerrankAdapter } from './client';

export const hackerrank: PlatformModule = {
  id: 'hackerrank',
  homePage: 'https://www.hackerrank.com/contests',
  settings: [
    {
      name: 'HACKERRANK_API_BASE',
      default: 'https://www.hackerrank.com',
      description: 'HackerRank origin (`/rest/contests/upcoming`)',
    },
  ],
  minIntervalMs: 1_000,
  // The contest's numeric id.
  idShape: /^[1-9]\d{0,9}$/,
  createAdapter: (context) =>
    createHackerrankAdapter({ baseUrl: context.base('HACKERRANK_API_BASE'), http: context.http }),
};
