import type { ApiContest } from '@contest-tracker/contract';
import type { ReactNode } from 'react';
import type { CardMenuGroup } from '@/components/ui/menu-item';

/**
 * What the home page needs to leave a signed-in user's hidden series out, made by the lazily
 * loaded `HidingScope` (types only here, so the first visit carries none of it).
 */
export interface Hiding {
  /** The hidden list has been asked for (loaded or failed). */
  ready: boolean;
  /** Present when the user hides something: true for a contest of a hidden series. */
  isHidden?: (contest: ApiContest) => boolean;
  /** 'N hidden — show' is on: hidden contests are back for this view. */
  shown: boolean;
  /** Past pages come filtered by the server when asked with the token. */
  pastAsUser: boolean;
  /** The 'N hidden — show' switch (nothing when none are hidden). */
  toggle: (count: number | undefined) => ReactNode;
  /** The card menu's 'Hide contests like this'. */
  menuGroups: (contest: ApiContest) => CardMenuGroup[];
}
