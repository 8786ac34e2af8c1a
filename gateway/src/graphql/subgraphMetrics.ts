import type { ExecutionResult } from 'graphql';
import { counter, histogram } from '@switchyard/server-kit';

const calls = histogram(
  'switchyard_subgraph_request_duration_seconds',
  "The gateway's calls to each subgraph (in-process or over HTTP), by outcome: ok, errors (an answer with GraphQL errors), unavailable (no answer: down, timed out, not GraphQL).",
  ['subgraph', 'outcome'],
  [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
);
const errors = counter(
  'switchyard_subgraph_request_errors_total',
  "The gateway's calls to a subgraph that did not answer cleanly, by kind (errors, unavailable).",
  ['subgraph', 'kind'],
);

const outcomeOf = (result: unknown): 'ok' | 'errors' | 'unavailable' => {
  const errs = (result as ExecutionResult | undefined)?.errors;
  if (!errs?.length) return 'ok';
  return errs.some((e) => e.extensions?.code === 'SUBGRAPH_UNAVAILABLE') ? 'unavailable' : 'errors';
};

/** Times each call of a subgraph's executor, and counts the failed ones (subgraph subscriptions: their start). */
export function timedExecutor<E extends (request: never) => unknown>(subgraph: string, executor: E): E {
  return (async (request: never) => {
    const end = calls.startTimer({ subgraph });
    let outcome: ReturnType<typeof outcomeOf> = 'unavailable';
    try {
      const result = await executor(request);
      outcome = outcomeOf(result);
      return result;
    } finally {
      end({ outcome });
      if (outcome !== 'ok') errors.inc({ subgraph, kind: outcome });
    }
  }) as unknown as E;
}
