import type { PlatformModule } from '#server/platforms/platform-module';
import { createCodechefAdapter } from './client';
import { matchCodechefVideo } from './match-video';
import { codechefReplay } from './replay';

export const codechef: PlatformModule = {
  id: 'codechef',
  homePage: 'https://www.codechef.com/contests',
  settings: [
    {
      name: 'CODECHEF_API_BASE',
      default: 'https://www.codechef.com',
      description: 'CodeChef origin (`/api/list/contests/all`)',
    },
  ],
  minIntervalMs: 1_000,
  // The contest_code: `START178`.
  idShape: /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
  createAdapter: (context) =>
    createCodechefAdapter({ baseUrl: context.base('CODECHEF_API_BASE'), http: context.http }),
  matchVideo: matchCodechefVideo,
  replay: codechefReplay,
};
