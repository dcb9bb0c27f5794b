import type { PlatformModule } from '#server/platforms/platform-module';
import { createLightojAdapter } from './client';

export const lightoj: PlatformModule = {
  id: 'lightoj',
  homePage: 'https://lightoj.com/contests',
  settings: [
    {
      name: 'LIGHTOJ_API_BASE',
      default: 'https://lightoj.com',
      description: 'LightOJ origin (`/api/v1/contests`)',
    },
  ],
  // No documented limit: one call a second.
  minIntervalMs: 1_000,
  // The contest's numeric `contestId`.
  idShape: /^[1-9]\d{0,9}$/,
  createAdapter: (context) =>
    createLightojAdapter({ baseUrl: context.base('LIGHTOJ_API_BASE'), http: context.http }),
};
