export * from './org';
export * from './transactions';
