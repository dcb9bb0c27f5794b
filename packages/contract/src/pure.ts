// The zod-free half of the contract: what the web app may import without shipping zod.
export * from './platform-list';
export * from './contest-status';
export * from './contest-length';
export * from './contest-view';
export * from './duration';
export * from './safe-link';
export * from './theme-script';
export * from './search';
export * from './series';
export * from './youtube';
export * from './calendar-paths';
export * from './pages';
export * from './past-paging';
export * from './notification-limits';
export * from './practice-platforms';
