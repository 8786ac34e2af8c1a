export * from './db';
export * from './migrations';
export * from './errors';
export * from './viewer';
export * from './logger';
export * from './rest';
export * from './domain';
export * from './subgraphServer';
