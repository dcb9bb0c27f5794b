import { createContext, useContext } from 'react';

/**
 * True while React adopts a home page the server drew with its first cards (decision 070): the
 * home page then shows those contests before it is hydrated, as the server did, instead of the
 * loading cards. False everywhere else, and after hydration it no longer matters.
 */
export const CardsInPageContext = createContext(false);

export const useCardsInPage = () => useContext(CardsInPageContext);
