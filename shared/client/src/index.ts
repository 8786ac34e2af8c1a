export * from './session';
export * from './csrfFetch';
export * from './navigation';
export * from './remoteContract';
export type * from './registryContract';
export * from './graphqlRequest';
