export * from './org';
export * from './identity';
export * from './transactions';
export * from './services';
export * from './applets';
export * from './connections';
export * from './runNaming';
export * from './feedback';
