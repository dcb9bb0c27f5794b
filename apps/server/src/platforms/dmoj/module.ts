import type { PlatformModule } from '#server/platforms/platform-module';
import { createDmojAdapter } from './client';

export const dmoj: PlatformModule = {
  id: 'dmoj',
  homePage: 'https://dmoj.ca/contests/',
  settings: [
    {
      name: 'DMOJ_API_BASE',
      default: 'https://dmoj.ca',
      description: 'DMOJ origin (`/api/v2/contests`)',
    },
  ],
  // DMOJ-based judges document 90 API calls a minute per address; one a second stays inside.
  minIntervalMs: 1_000,
  // The contest key: `dmopc24c1`.
  idShape: /^[A-Za-z0-9_]+$/,
  createAdapter: (context) =>
    createDmojAdapter({ baseUrl: context.base('DMOJ_API_BASE'), http: context.http }),
};
