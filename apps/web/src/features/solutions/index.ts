export { useSolutionQueue } from './api/solution-queue';
export { QueuedVideoCard } from './components/queued-video-card';
export { SolutionButton } from './components/solution-button';
export { SpoilerPreference } from './components/spoiler-preference';
export { WatchSolution } from './components/watch-solution';
export { HideSolutionLinksContext } from './lib/solution-visibility';
