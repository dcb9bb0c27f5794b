export { useFollowing } from './api/use-following';
export { FollowingSection } from './components/following-section';
