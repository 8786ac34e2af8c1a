import { useMutation } from '@switchyard/client/apollo';
import {
  checkSuggestion,
  SUGGESTION_NAME_MAX,
  SUGGESTION_TEXT_MAX,
  type SuggestionType,
} from '@switchyard/connections-common/suggestions';
import { SuggestionDialog } from '@switchyard/ui/suggestion';
import { SendSuggestionDocument, UpdateSuggestionSubscriptionDocument } from './operations';

export { EMAIL_UPDATES_LABEL } from '@switchyard/ui/suggestion';

/**
 * The suggestion modal (spec/connections.md#suggestion-modal) with this domain's operations and
 * rules: @switchyard/ui's SuggestionDialog, sent by sendSuggestion. `type` fixes the kind of
 * suggestion (otherwise the user picks it); `serviceName` prefills the name; `channelId` is the
 * service the suggestion is about (not shown).
 */
export function SuggestionModal({
  onClose,
  type,
  channelId,
  serviceName,
}: {
  onClose: () => void;
  type?: SuggestionType;
  channelId?: string;
  serviceName?: string;
}) {
  const [send] = useMutation(SendSuggestionDocument);
  const [subscribe] = useMutation(UpdateSuggestionSubscriptionDocument);
  return (
    <SuggestionDialog
      onClose={onClose}
      type={type}
      serviceName={serviceName}
      check={checkSuggestion}
      nameMax={SUGGESTION_NAME_MAX}
      textMax={SUGGESTION_TEXT_MAX}
      send={async (fields) => {
        const { data } = await send({ variables: { input: { ...fields, channel_id: channelId ?? null } } });
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
