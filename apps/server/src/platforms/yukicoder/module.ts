import type { PlatformModule } from '#server/platforms/platform-module';
import { createYukicoderAdapter } from './client';

export const yukicoder: PlatformModule = {
  id: 'yukicoder',
  homePage: 'https://yukicoder.me/contests',
  settings: [
    {
      name: 'YUKICODER_API_BASE',
      default: 'https://yukicoder.me',
      description: 'yukicoder origin (`/api/v1/contest/future` and `/past`)',
    },
  ],
  minIntervalMs: 1_000,
  // The contest's numeric Id.
  idShape: /^[1-9]\d{0,9}$/,
  createAdapter: (context) =>
    createYukicoderAdapter({ baseUrl: context.base('YUKICODER_API_BASE'), http: context.http }),
};
