import type { PlatformModule } from '#server/platforms/platform-module';
import { createKattisAdapter } from './client';

export const kattis: PlatformModule = {
  id: 'kattis',
  homePage: 'https://open.kattis.com/contests',
  settings: [
    {
      name: 'KATTIS_BASE',
      default: 'https://open.kattis.com',
      description:
        'Kattis origin: ongoing, upcoming and recent contests, from the `/contests` page',
    },
  ],
  // No published limit: one page a sync, a second apart at most.
  minIntervalMs: 1_000,
  // The last segment of the contest's link: `q7qhgd`, `nwerc24open`.
  idShape: /^[A-Za-z0-9_-]+$/,
  createAdapter: (context) =>
    createKattisAdapter({ baseUrl: context.base('KATTIS_BASE'), http: context.http }),
};
