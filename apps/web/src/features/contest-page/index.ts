export { isUnknownContest, useContest } from './api/use-contest';
export { ContestFacts } from './components/contest-facts';
export { ContestLinks } from './components/contest-links';
export { ContestResults } from './components/contest-results';
export { ContestUpsolve } from './components/contest-upsolve';
