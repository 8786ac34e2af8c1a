// Browser-safe: what the connections web remote and subgraph share (spec/connections.md).
export * from './types';
export * from './limits';
export * from './messages';
export * from './fieldError';
export * from './design';
export * from './features';
export * from './steps';
export * from './customFields';
export * from './start';
export * from './submit';
export * from './suggestions';
export * from './connectApi';
export * from './pins';
