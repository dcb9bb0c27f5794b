import type { PlatformModule } from '#server/platforms/platform-module';
import { createGymAdapter } from './client';

export const cfgym: PlatformModule = {
  id: 'cfgym',
  homePage: 'https://codeforces.com/gyms',
  settings: [
    {
      name: 'CODEFORCES_GYM_API_BASE',
      default: 'https://codeforces.com',
      description: 'Codeforces API origin for the gym list (`/api/contest.list?gym=true`)',
    },
  ],
  // Thousands of training mirrors: only for those who ask for them in PLATFORMS.
  enabledByDefault: false,
  // The same API as Codeforces' rounds, under the same limit of one call per 2 seconds.
  minIntervalMs: 2_000,
  rateGroup: 'codeforces',
  idShape: /^[1-9]\d{0,9}$/,
  createAdapter: (context) =>
    createGymAdapter({ baseUrl: context.base('CODEFORCES_GYM_API_BASE'), http: context.http }),
};
