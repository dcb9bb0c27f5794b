import type { PlatformModule } from '#server/platforms/platform-module';
import { createUcupAdapter } from './client';

export const ucup: PlatformModule = {
  id: 'ucup',
  homePage: 'https://ucup.ac/',
  settings: [
    {
      name: 'UCUP_API_BASE',
      default: 'https://ucup.ac',
      description: 'Universal Cup origin (its home page `/` is the season’s schedule)',
    },
  ],
  minIntervalMs: 1_000,
  // The season and stage: `s4-stage-12`, `s4-extra-stage-1`.
  idShape: /^s\d{1,3}-(?:extra-)?stage-\d{1,3}$/,
  createAdapter: (context) =>
    createUcupAdapter({ baseUrl: context.base('UCUP_API_BASE'), http: context.http }),
};
