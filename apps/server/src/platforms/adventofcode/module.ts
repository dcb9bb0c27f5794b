import type { PlatformModule } from '#server/platforms/platform-module';
import { createAdventOfCodeAdapter } from './client';

export const adventofcode: PlatformModule = {
  id: 'adventofcode',
  homePage: 'https://adventofcode.com',
  // Nothing to configure and nothing to replay: the days come from the server's clock.
  settings: [],
  // Never calls out; the gate is there for the shape every module shares.
  minIntervalMs: 1_000,
  // `2025-day-3`.
  idShape: /^\d{4}-day-\d{1,2}$/,
  createAdapter: (context) => createAdventOfCodeAdapter({ clock: context.clock }),
};
