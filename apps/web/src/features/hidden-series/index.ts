export { useHiddenSeries } from './api/use-hidden-series';
export { HiddenSeriesSection } from './components/hidden-series-section';
export type { Hiding } from './hiding';
export { LazyHidingScope } from './components/lazy-hiding-scope';
