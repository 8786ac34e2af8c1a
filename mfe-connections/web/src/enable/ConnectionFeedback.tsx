import { ApolloError, useMutation, useQuery } from '@switchyard/client/apollo';
import { FeedbackControl, FeedbackRefused, refusalText } from '@switchyard/ui/feedback';
import {
  ConnectionFeedbackDocument,
  GiveConnectionFeedbackDocument,
  WithdrawConnectionFeedbackDocument,
  type ConnectionOpinionFragment,
} from './operations';

export const NOT_ENABLED = 'You can give feedback only on connections you enabled.';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** What a refused call says to the user (a GraphQL error's code), else the control's own words. */
function refusal(error: unknown): unknown {
  if (!(error instanceof ApolloError)) return error;
  const codes = error.graphQLErrors.map((e) => e.extensions?.code);
  if (codes.includes('NOT_FOUND')) return new FeedbackRefused(NOT_ENABLED);
  if (codes.includes('UNAUTHENTICATED')) return new FeedbackRefused(SESSION_ENDED);
  return error;
}

/**
 * "Does this connection work for you?" on the enable page, once the viewer has enabled it (the page
 * shows it only then): their one opinion of it, in the observability domain's platform feedback.
 */
export function ConnectionFeedback({ connectionId }: { connectionId: string }) {
  const variables = { applet_id: connectionId };
  const { data, loading, error, refetch } = useQuery(ConnectionFeedbackDocument, { variables });
  const write = (opinion: ConnectionOpinionFragment | null) => ({
    query: ConnectionFeedbackDocument,
    variables,
    data: { __typename: 'Query' as const, myAppletFeedback: opinion },
  });
  const [give] = useMutation(GiveConnectionFeedbackDocument, {
    update: (cache, { data: answer }) => {
      const stored = answer?.giveAppletFeedback.feedback;
      if (stored) cache.writeQuery(write(stored));
    },
  });
  const [withdraw] = useMutation(WithdrawConnectionFeedbackDocument, {
    update: (cache) => cache.writeQuery(write(null)),
  });

  return (
    <FeedbackControl
      noun="connection"
      opinion={data ? data.myAppletFeedback : undefined}
      loading={loading}
      loadFailed={!!error && !data}
      onRetry={() => void refetch().catch(() => undefined)}
      onGive={async (input) => {
        const answer = await give({
          variables: { input: { kind: 'connection', applet_id: connectionId, ...input } },
        }).catch((e: unknown) => Promise.reject(refusal(e)));
        const payload = answer.data?.giveAppletFeedback;
        if (payload?.errors.length) throw new FeedbackRefused(refusalText(payload.errors[0]!));
        if (!payload?.feedback) throw new Error('no answer');
        return payload.feedback;
      }}
      onRemove={() => withdraw({ variables }).catch((e: unknown) => Promise.reject(refusal(e)))}
    />
  );
}
