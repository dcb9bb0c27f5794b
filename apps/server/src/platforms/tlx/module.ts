import type { PlatformModule } from '#server/platforms/platform-module';
import { createTlxAdapter } from './client';

export const tlx: PlatformModule = {
  id: 'tlx',
  homePage: 'https://tlx.toki.id/contests',
  settings: [
    {
      name: 'TLX_API_BASE',
      default: 'https://api.tlx.toki.id',
      description: 'TLX (TOKI) API origin (`/v2/contests?page=N`)',
    },
  ],
  minIntervalMs: 1_000,
  // The contest's numeric id (its page is under its slug).
  idShape: /^[1-9]\d{0,9}$/,
  createAdapter: (context) =>
    createTlxAdapter({
      baseUrl: context.base('TLX_API_BASE'),
      http: context.http,
      clock: context.clock,
    }),
};
