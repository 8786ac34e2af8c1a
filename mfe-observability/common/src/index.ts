// Browser-safe: the request types and filters the logs page and the subgraph share. The event the
// domain consumes, `transaction.recorded`, is the platform's and lives in @switchyard/server-kit.
export * from './transactionTypes';
export * from './feedbackOpinions';
export * from './analyticsDonut';
export * from './feedbackBreakdown';
