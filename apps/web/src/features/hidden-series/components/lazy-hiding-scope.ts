import { lazy } from 'react';

/** `HidingScope`, loaded when first drawn: signed in only, so the first visit does not load it. */
export const LazyHidingScope = lazy(() => import('./hiding-scope'));
