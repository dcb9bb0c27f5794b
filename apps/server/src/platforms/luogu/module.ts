import type { PlatformModule } from '#server/platforms/platform-module';
import { createLuoguAdapter } from './client';

export const luogu: PlatformModule = {
  id: 'luogu',
  homePage: 'https://www.luogu.com.cn/contest/list',
  settings: [
    {
      name: 'LUOGU_API_BASE',
      default: 'https://www.luogu.com.cn',
      description: 'Luogu origin (`/contest/list?page=1&_contentOnly=1`)',
    },
  ],
  minIntervalMs: 1_000,
  // The contest's numeric id: `121700`.
  idShape: /^[1-9]\d{0,9}$/,
  createAdapter: (context) =>
    createLuoguAdapter({ baseUrl: context.base('LUOGU_API_BASE'), http: context.http }),
};
