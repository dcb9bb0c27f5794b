import { lazy } from 'react';

/** `StaleNote`, loaded when first drawn: shown only while some platform is stale, so its texts stay out of the first visit's script. */
export const LazyStaleNote = lazy(() => import('./stale-notes'));
