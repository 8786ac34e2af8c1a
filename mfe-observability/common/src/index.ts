// Browser-safe: the request types and filters the logs page and the subgraph share, and the event
// contract. The recorder, for servers, is `@switchyard/observability-common/recorder`.
export * from './transactionTypes';
export * from './events';
