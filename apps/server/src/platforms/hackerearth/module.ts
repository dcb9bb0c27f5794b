import type { PlatformModule } from '#server/platforms/platform-module';
import { createHackerearthAdapter } from './client';

export const hackerearth: PlatformModule = {
  id: 'hackerearth',
  homePage: 'https://www.hackerearth.com/challenges/competitive/',
  settings: [
    {
      name: 'HACKEREARTH_API_BASE',
      default: 'https://www.hackerearth.com',
      description: 'HackerEarth origin (`/chrome-extension/events/`)',
    },
  ],
  minIntervalMs: 1_000,
  // The challenge's slug, the last segment of its URL: `april-circuits-25`.
  idShape: /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
  createAdapter: (context) =>
    createHackerearthAdapter({ baseUrl: context.base('HACKEREARTH_API_BASE'), http: context.http }),
};
