import { ORG_EVENTS, type InvitationAccepted } from '@switchyard/events';
import type { EventBus } from '@switchyard/server-kit';
import { markAddressVerified } from './emailVerification';

/** The events identity consumes (consumer name `identity`). */
export async function subscribeIdentityEvents(events: EventBus): Promise<void> {
  // Accepting through the invitation's secret link proves the user reads the invited address.
  await events.subscribe<InvitationAccepted>('identity', ORG_EVENTS.invitationAccepted, async (event, tx) => {
    await markAddressVerified(tx, event.data.user_id, event.data.email, new Date(event.occurredAt));
  });
}
