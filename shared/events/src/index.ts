export * from './org';
export * from './transactions';
export * from './services';
