import { useMutation } from '@switchyard/client/apollo';
import { Button } from '@switchyard/ui';
import { SuggestionDialog } from '@switchyard/ui/suggestion';
import { useState } from 'react';
import { SuggestServiceDocument, SuggestServiceSubscriptionDocument } from '../gql/graphql';

export const SUGGEST_SERVICE_PROMPT = "Can't find your service?";
export const SUGGEST_SERVICE_ACTION = 'Suggest it';

/** The suggestion modal (spec/connections.md#suggestion-modal) for a service, about no service in particular. */
export function SuggestServiceModal({ onClose }: { onClose(): void }) {
  const [send] = useMutation(SuggestServiceDocument);
  const [subscribe] = useMutation(SuggestServiceSubscriptionDocument);
  return (
    <SuggestionDialog
      type="service"
      onClose={onClose}
      send={async (fields) => {
        const { data } = await send({ variables: { input: { ...fields, channel_id: null } } });
        const answer = data?.sendSuggestion;
        if (!answer) throw new Error('no answer');
        return answer.suggestion && !answer.errors.length ? answer.suggestion : { errors: answer.errors };
      }}
      subscribe={async (id, email_updates) => {
        const { data } = await subscribe({ variables: { id, email_updates } });
        const answer = data?.updateSuggestionSubscription;
        if (!answer?.suggestion || answer.errors.length) throw new Error('not subscribed');
        return answer.suggestion.email_updates;
      }}
    />
  );
}

/** "Can't find your service? Suggest it" under a service picker, and the modal it opens. */
export function SuggestServicePrompt() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p className="composer-step__description">
        {SUGGEST_SERVICE_PROMPT}{' '}
        <Button variant="link" onClick={() => setOpen(true)}>
          {SUGGEST_SERVICE_ACTION}
        </Button>
      </p>
      {open && <SuggestServiceModal onClose={() => setOpen(false)} />}
    </>
  );
}
