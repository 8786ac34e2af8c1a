import { OPINION_LABELS, reasonPercentage, type FeedbackCounts } from './feedbackOpinions';

/** The thumbs-down reasons as the connection detail screen groups them (spec/connections.md#3-entities-and-their-fields). */
export const BREAKDOWN_REASONS = ['unexpected', 'no_response', 'others'] as const;
export type BreakdownReason = (typeof BREAKDOWN_REASONS)[number];

/** Their labels: the spec's 'doesn't work as expected' and 'no reason given', capitalised; others: every other reason. */
export const BREAKDOWN_LABELS: Record<BreakdownReason, string> = {
  unexpected: OPINION_LABELS.unexpected,
  no_response: OPINION_LABELS.no_response,
  others: 'Other reasons',
};

export interface ReasonShare {
  reason: BreakdownReason;
  label: string;
  count: number;
  /** The count divided by ALL dislikes, in percent, rounded (spec/connections.md#9-business-constants-and-limits); 0 without dislikes. */
  percentage: number;
}

/**
 * The thumbs-down reasons' shares, in BREAKDOWN_REASONS' order. Each is rounded on its own, as the
 * spec says, so the three may add up to 99 or 101.
 */
export function feedbackBreakdown(opinions: FeedbackCounts['opinions']): ReasonShare[] {
  const dislikes = opinions.unexpected + opinions.no_response + opinions.others;
  return BREAKDOWN_REASONS.map((reason) => ({
    reason,
    label: BREAKDOWN_LABELS[reason],
    count: opinions[reason],
    percentage: reasonPercentage(opinions[reason], dislikes),
  }));
}

/** A tip of the feedback tab, with its 'View Guide' link to a page of the platform. */
export interface FeedbackTip {
  key: 'endpoint_tests' | 'describe' | 'logs' | 'keep_testing' | 'first_ratings';
  text: string;
  /** A page of the platform (a path on the platform's origin). */
  guide: string;
}

/** A reason is "many" from this share of the dislikes on. */
export const TIP_SHARE = 25;
export const GUIDE_LABEL = 'View Guide';

/**
 * The tips for a connection's feedback, chosen from its reasons: for each reason with at least
 * TIP_SHARE % of the thumbs down, most frequent first, the page that helps with it (the service's
 * endpoint tests for "doesn't work as expected", the connection's edit page for "no reason given",
 * its API logs for slow or useless); without thumbs down, one tip to keep it so (or, without any
 * rating, where users rate it).
 */
export function feedbackTips(
  counts: Pick<FeedbackCounts, 'ratings_count' | 'opinions'>,
  at: { moduleName: string; connectionId: string },
): FeedbackTip[] {
  const service = encodeURIComponent(at.moduleName);
  const connection = encodeURIComponent(at.connectionId);
  const byReason: Record<BreakdownReason, FeedbackTip> = {
    unexpected: {
      key: 'endpoint_tests',
      text: "Many users say it doesn't work as expected. Run your service's endpoint tests to check that every trigger, query and action answers as the protocol says.",
      guide: `/services/${service}/endpoint_tests`,
    },
    no_response: {
      key: 'describe',
      text: 'Many thumbs down give no reason. Make sure the title, description and features say plainly what the connection does, so users know what to expect.',
      guide: `/connections/${connection}/edit`,
    },
    others: {
      key: 'logs',
      text: "Users find it slow or not useful. Look for slow or failing calls in the connection's API logs.",
      guide: `/connections/${connection}/detail#logs`,
    },
  };
  const shares = feedbackBreakdown(counts.opinions).filter((s) => s.count > 0);
  if (!shares.length)
    return [
      counts.ratings_count > 0
        ? {
            key: 'keep_testing',
            text: 'No thumbs down so far. Run the endpoint tests after each change to your API to keep it that way.',
            guide: `/services/${service}/endpoint_tests`,
          }
        : {
            key: 'first_ratings',
            text: 'No ratings yet. Users rate the connection once they have enabled it; check that its endpoints work so their first runs go well.',
            guide: `/connections/${connection}/endpoints`,
          },
    ];
  return shares
    .filter((s) => s.percentage >= TIP_SHARE)
    .sort((a, b) => b.count - a.count)
    .map((s) => byReason[s.reason]);
}
