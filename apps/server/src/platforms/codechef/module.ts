import type { PlatformModule } from '#server/platforms/platform-module';
import { createCodechefAdapter } from './client';
import { matchCodechefVideo } from './match-video';
import { createCodechefHandles } from './handles';

export const codechef: PlatformModule = {
  id: 'codechef',
  homePage: 'https://www.codechef.com/contests',
  settings: [
    {
      name: 'CODECHEF_API_BASE',
      default: 'https://www.codechef.com',
      description: "CodeChef origin (`/api/list/contests/all`; users' pages, `/users/<handle>`)",
    },
  ],
  minIntervalMs: 1_000,
  // The contest_code: `START178`.
  idShape: /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
  createAdapter: (context) =>
    createCodechefAdapter({ baseUrl: context.base('CODECHEF_API_BASE'), http: context.http }),
  // A user's page, behind the contest list's gate.
  createHandleSource: (context) =>
    createCodechefHandles({ baseUrl: context.base('CODECHEF_API_BASE'), http: context.http }),
  matchVideo: matchCodechefVideo,
};
