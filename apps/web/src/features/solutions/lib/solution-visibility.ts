import { createContext, useContext } from 'react';

/**
 * Whether cards hide solution links until opened (the user's spoiler-safe preference). Provided
 * once by the app from the signed-in user; signed out, and in the pre-rendered page, links show.
 */
export const HideSolutionLinksContext = createContext(false);

export function useHideSolutionLinks(): boolean {
  return useContext(HideSolutionLinksContext);
}
