import type { PlatformModule } from '#server/platforms/platform-module';
import { createCode360Adapter } from './client';

export const code360: PlatformModule = {
  id: 'code360',
  homePage: 'https://www.naukri.com/code360/contests',
  settings: [
    {
      name: 'CODE360_API_BASE',
      default: 'https://www.naukri.com',
      description:
        'Code360 (Coding Ninjas) origin (`/code360/api/v4/public_section/contest_list?naukri_request=true`)',
    },
    {
      name: 'CODE360_FALLBACK_API_BASE',
      default: 'https://api.codingninjas.com',
      description:
        'Code360’s old API origin (`/api/v4/public_section/contest_list`), asked only when the first answers 404',
    },
  ],
  minIntervalMs: 1_000,
  // The event's slug: `weekly-contest-170`.
  idShape: /^[a-z0-9][a-z0-9-]*$/,
  createAdapter: (context) =>
    createCode360Adapter({
      baseUrl: context.base('CODE360_API_BASE'),
      fallbackBaseUrl: context.base('CODE360_FALLBACK_API_BASE'),
      http: context.http,
    }),
};
