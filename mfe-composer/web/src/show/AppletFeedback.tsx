import { getSession } from '@switchyard/client';
import { ApolloError, useMutation, useQuery } from '@switchyard/client/apollo';
import { FeedbackControl, FeedbackRefused, refusalText } from '@switchyard/ui/feedback';
import {
  AppletFeedbackDocument,
  GiveAppletFeedbackDocument,
  WithdrawAppletFeedbackDocument,
  type AppletOpinionFragment,
} from '../gql/graphql';

export const NOT_YOURS = 'You can give feedback only on Applets you have.';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** What a refused call says to the user (a GraphQL error's code), else the control's own words. */
function refusal(error: unknown): unknown {
  if (!(error instanceof ApolloError)) return error;
  const codes = error.graphQLErrors.map((e) => e.extensions?.code);
  if (codes.includes('NOT_FOUND')) return new FeedbackRefused(NOT_YOURS);
  if (codes.includes('UNAUTHENTICATED')) return new FeedbackRefused(SESSION_ENDED);
  return error;
}

/**
 * "Does this Applet work for you?" on the applet's page, for a viewer who has it: made it or has it
 * on (`mine`), or gave an opinion before (so they can change or remove it once it is off).
 */
export function AppletFeedback({ appletId, mine }: { appletId: string; mine: boolean }) {
  const signedIn = !!getSession().viewer;
  const variables = { applet_id: appletId };
  const { data, loading, error, refetch } = useQuery(AppletFeedbackDocument, {
    variables,
    skip: !signedIn,
  });
  const write = (opinion: AppletOpinionFragment | null) => ({
    query: AppletFeedbackDocument,
    variables,
    data: { __typename: 'Query' as const, myAppletFeedback: opinion },
  });
  const [give] = useMutation(GiveAppletFeedbackDocument, {
    update: (cache, { data: answer }) => {
      const stored = answer?.giveAppletFeedback.feedback;
      if (stored) cache.writeQuery(write(stored));
    },
  });
  const [withdraw] = useMutation(WithdrawAppletFeedbackDocument, {
    update: (cache) => cache.writeQuery(write(null)),
  });
  const opinion = data?.myAppletFeedback;
  if (!signedIn || !(mine || opinion)) return null;

  return (
    <FeedbackControl
      noun="Applet"
      opinion={data ? opinion : undefined}
      loading={loading}
      loadFailed={!!error && !data}
      onRetry={() => void refetch().catch(() => undefined)}
      onGive={async (input) => {
        const answer = await give({
          variables: { input: { kind: 'applet', applet_id: appletId, ...input } },
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
