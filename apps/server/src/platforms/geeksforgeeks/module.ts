import type { PlatformModule } from '#server/platforms/platform-module';
import { createGfgAdapter } from './client';

export const geeksforgeeks: PlatformModule = {
  id: 'geeksforgeeks',
  homePage: 'https://practice.geeksforgeeks.org/events',
  settings: [
    {
      name: 'GEEKSFORGEEKS_API_BASE',
      default: 'https://practiceapi.geeksforgeeks.org',
      description: 'GeeksforGeeks practice API origin (`/api/v1/events/`)',
    },
  ],
  minIntervalMs: 1_000,
  // The event's slug: `gfg-weekly-coding-contest-200`.
  idShape: /^[a-z0-9][a-z0-9-]*$/,
  createAdapter: (context) =>
    createGfgAdapter({ baseUrl: context.base('GEEKSFORGEEKS_API_BASE'), http: context.http }),
};
