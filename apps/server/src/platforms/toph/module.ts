import type { PlatformModule } from '#server/platforms/platform-module';
import { createTophAdapter } from './client';

export const toph: PlatformModule = {
  id: 'toph',
  homePage: 'https://toph.co/contests',
  settings: [
    {
      name: 'TOPH_BASE',
      default: 'https://toph.co',
      description: 'Toph origin (`/contests`, then each contest’s `/c/<slug>`; HTML)',
    },
  ],
  minIntervalMs: 1_000,
  // The contest's slug: `inter-university-iiuc-tech-fest-2025`.
  idShape: /^[A-Za-z0-9_-]{1,64}$/,
  createAdapter: (context) =>
    createTophAdapter({ baseUrl: context.base('TOPH_BASE'), http: context.http }),
};
