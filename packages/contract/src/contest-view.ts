import type { ContestLength } from './contest-length';
import type { PlatformId } from './platform-list';

/** The home page's two ways to show the lists: 'Cards | List'. */
export const CONTEST_VIEWS = ['cards', 'list'] as const;
export type ContestView = (typeof CONTEST_VIEWS)[number];

/** What the home page opens on, per device and, signed in, on every device (issue 48). */
export interface FilterPreferences {
  /** null: every platform. */
  platforms: PlatformId[] | null;
  length: ContestLength;
  view: ContestView;
}
