import { logger, type Db, type SafeFetchCall } from '@switchyard/server-kit';
import { recordTransaction, type TransactionContext } from './transactionStore';

/**
 * The `record` option of safeFetch that stores every call (answered, failed or refused) as a
 * transaction log of the given kind, user and service:
 *   safeFetch(url, init, { record: createTransactionRecorder(db, { type: 'endpoint_test', userId, organizationId, serviceId, moduleName }) })
 * A failure to store is logged, never thrown: the call's outcome does not depend on the log.
 */
export function createTransactionRecorder(
  db: Db,
  context: TransactionContext,
): (call: SafeFetchCall) => Promise<void> {
  return async (call) => {
    try {
      await recordTransaction(db, {
        ...context,
        startedAt: call.startedAt,
        durationMs: call.durationMs,
        method: call.method,
        url: call.url,
        requestHeaders: call.requestHeaders,
        requestBody: call.requestBody,
        status: call.status,
        responseHeaders: call.responseHeaders,
        responseBody: call.responseBody,
        error: call.error,
      });
    } catch (err) {
      logger.warn({ err, type: context.type }, 'could not store a transaction log');
    }
  };
}
