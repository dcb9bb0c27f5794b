export { meQueryKey, useMe } from './api/get-me';
export { Avatar } from './components/avatar';
export { SignInArea } from './components/sign-in-area';
export { SignOutEverywhere } from './components/sign-out-everywhere';
