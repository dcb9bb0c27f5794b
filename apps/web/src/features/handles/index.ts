export { useHandles, useResults, useUpsolve } from './api/use-handles';
export { HandlesSection } from './components/handles-section';
export { UpsolveContest, upsolveAnchor } from './components/upsolve-contest';
export { UpsolveEasiest } from './components/upsolve-easiest';
export { PracticeBandSection } from './components/practice-band';
