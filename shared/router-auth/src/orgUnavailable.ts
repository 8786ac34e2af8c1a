import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { unavailableMessage } from './subgraphAvailability';

/**
 * The error a request's answer carries when it went on without the viewer's memberships (the
 * organization domain unreachable, none kept): what the viewer sees is what a user of no
 * organization would, and this says why. Not added when the answer already names org unavailable.
 */
export function orgUnavailablePlugin(
  unavailable: (context: unknown) => boolean | Promise<boolean>,
): Pick<GatewayPlugin, 'onExecute'> {
  return {
    async onExecute({ args }) {
      if (!(await unavailable(args.contextValue))) return;
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result) return;
          const answer = result as ExecutionResult;
          const errors = answer.errors ?? [];
          if (
            errors.some(
              (e) => e.extensions?.code === 'SUBGRAPH_UNAVAILABLE' && e.extensions.subgraph === 'org',
            )
          )
            return;
          const extensions = { code: 'SUBGRAPH_UNAVAILABLE', subgraph: 'org' };
          setResult({
            ...answer,
            errors: [...errors, new GraphQLError(unavailableMessage('org'), { extensions })],
          });
        },
      };
    },
  };
}
