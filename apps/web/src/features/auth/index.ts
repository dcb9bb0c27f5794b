export { clientConfigQuery } from './api/get-client-config';
export { meQuery, meQueryKey, useMe } from './api/get-me';
export { forgetSessionIfEnded } from './api/sign-in';
export { Avatar } from './components/avatar';
export { SignInArea } from './components/sign-in-area';
export { SignOutEverywhere } from './components/sign-out-everywhere';
