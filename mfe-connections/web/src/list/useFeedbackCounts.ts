import { useQuery } from '@switchyard/client/apollo';
import { ListFeedbackCountsDocument } from './operations';

/** What `feedbackCountsOf` takes at once (the observability domain's cap). */
const MAX_IDS = 100;

/**
 * The feedback counts of a list's applets or connections of one kind, one query for all of them
 * (the first 100: a longer list shows no bar past them). A failed query shows no bars.
 */
export function useFeedbackCounts(kind: 'applet' | 'connection', ids: readonly string[]) {
  const applet_ids = ids.slice(0, MAX_IDS);
  const { data } = useQuery(ListFeedbackCountsDocument, {
    variables: { kind, applet_ids },
    skip: !applet_ids.length,
  });
  return new Map((data?.feedbackCountsOf ?? []).map((e) => [e.applet_id, e.counts]));
}
