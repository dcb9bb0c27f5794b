export { useStatus } from './api/get-status';
export { FreshnessLine } from './components/freshness-line';
export { ago } from './lib/ago';
export { LazyStaleNote } from './components/lazy-stale-note';
