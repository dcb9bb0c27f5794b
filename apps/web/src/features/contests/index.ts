export { pastContestsQuery, usePastContests } from './api/get-past-contests';
export { upcomingContestsQuery, useUpcomingContests } from './api/get-upcoming-contests';
export { putUpcomingList, takeUpcomingFromPage } from './api/upcoming-in-page';
export { ContestGrid } from './components/contest-grid';
export { FilterBar } from './components/filter-bar';
export { OtherTabMatches } from './components/other-tab-matches';
export { Pager } from './components/pager';
export { PastPanel } from './components/past-panel';
export { SearchBox } from './components/search-box';
export { TimeZoneNote } from './components/time-zone-note';
export { UpcomingPanel } from './components/upcoming-panel';
export { ViewSwitch } from './components/view-switch';
export {
  goToPage,
  monthEnd,
  readHomeState,
  resetFilters,
  setLength,
  setMonth,
  setSearch,
  switchTab,
  togglePlatform,
  writeHomeState,
} from './lib/home-state';
export type { HomeState } from './lib/home-state';
export { upcomingMatches } from './lib/upcoming-matches';
export { useHomeState } from './lib/use-home-state';
export { useViewPreference } from './lib/view-preference';
export { useRememberedFilters } from './lib/use-remembered-filters';
