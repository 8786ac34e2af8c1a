import { opinionLabel } from '@switchyard/observability-common';
import type { MyAppletFeedback, PlatformFeedbackItem } from '../generated/resolverTypes';
import { isoOfMicros, type Page } from './cursorPage';
import type { FeedbackItemRow, OpinionRow } from './feedbackStore';
import type { SuggestionItemRow } from './suggestionCopy';

/** The GraphQL shapes of the stored rows: users and services as federated references. */

const user = (id: string) => ({ __typename: 'User' as const, id });

export function feedbackItem(row: FeedbackItemRow): PlatformFeedbackItem {
  return {
    id: row.id,
    type: 'feedback',
    like: row.liked,
    created_at: isoOfMicros(row.micros),
    text: row.text,
    suggestion_name: null,
    suggestion_type: null,
    user: user(row.user_id),
    context_channel: row.context_service_id ? { __typename: 'Service', id: row.context_service_id } : null,
    applet_kind: row.kind,
    applet_id: row.applet_id,
    applet_name: row.applet_name,
    opinion_code: row.opinion_code,
    opinion_label: opinionLabel(row.opinion_code),
    reported: row.reported,
    hidden: row.hidden,
  };
}

export function suggestionItem(row: SuggestionItemRow): PlatformFeedbackItem {
  return {
    id: row.id,
    type: 'suggestion',
    like: null,
    created_at: isoOfMicros(row.micros),
    text: row.text,
    suggestion_name: row.service_name,
    suggestion_type: row.type,
    user: user(row.user_id),
    context_channel: null,
    applet_kind: null,
    applet_id: null,
    applet_name: null,
    opinion_code: null,
    opinion_label: null,
    reported: row.reported,
    hidden: row.hidden,
  };
}

export const mapPage = <T, U>(page: Page<T>, map: (row: T) => U): Page<U> => ({
  ...page,
  items: page.items.map(map),
});

export function myFeedback(row: OpinionRow): MyAppletFeedback {
  return {
    kind: row.kind,
    applet_id: row.applet_id,
    like: row.liked,
    opinion_code: row.opinion_code,
    opinion_label: opinionLabel(row.opinion_code),
    text: row.text,
    updated_at: new Date(row.created_at).toISOString(),
  };
}
