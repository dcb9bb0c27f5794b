export * from './pure';
export * from './platforms';
export * from './errors';
export * from './contest';
export * from './queries';
export * from './status';
export * from './accounts';
export * from './calendar';
