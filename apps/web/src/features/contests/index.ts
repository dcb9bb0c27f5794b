export { pastContestsQuery, usePastContests } from './api/get-past-contests';
export { upcomingContestsQuery, useUpcomingContests } from './api/get-upcoming-contests';
export { ContestGrid } from './components/contest-grid';
export { FilterBar } from './components/filter-bar';
export { Pager } from './components/pager';
export { PastPanel } from './components/past-panel';
export { SearchBox } from './components/search-box';
export { UpcomingPanel } from './components/upcoming-panel';
export { ViewSwitch } from './components/view-switch';
export {
  goToPage,
  readHomeState,
  setLength,
  setSearch,
  switchTab,
  togglePlatform,
} from './lib/home-state';
export { useHomeState } from './lib/use-home-state';
export { useViewPreference } from './lib/view-preference';
