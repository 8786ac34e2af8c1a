export * from './session';
export * from './csrfFetch';
export * from './apollo';
export * from './navigation';
export * from './remoteContract';
