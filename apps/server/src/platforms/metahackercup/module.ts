import type { PlatformModule } from '#server/platforms/platform-module';
import { createHackerCupAdapter } from './client';

export const metahackercup: PlatformModule = {
  id: 'metahackercup',
  homePage: 'https://www.facebook.com/codingcompetitions/hacker-cup/',
  settings: [
    {
      name: 'METAHACKERCUP_BASE',
      default: 'https://www.facebook.com',
      description:
        'Meta Hacker Cup origin: the series page (`/codingcompetitions/hacker-cup/`), then `/api/graphql/`',
    },
  ],
  // Facebook publishes no limit; its scripts and GraphQL are asked a second apart at most.
  minIntervalMs: 1_000,
  // Facebook may refuse calls without a signed-in session (clist signs in since 2021): served
  // only when PLATFORMS names it (decision 041).
  enabledByDefault: false,
  // The round's numeric id.
  idShape: /^\d{1,20}$/,
  createAdapter: (context) =>
    createHackerCupAdapter({ baseUrl: context.base('METAHACKERCUP_BASE'), http: context.http }),
};
