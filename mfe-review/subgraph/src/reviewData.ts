import type { Db } from '@switchyard/server-kit';
import { diffSnapshots, type ServiceSnapshot } from '@switchyard/review-common/diff';
import { submissionCheck } from '@switchyard/review-common/submissionCheck';
import type { ReviewedService } from './reviewStore';

interface SnapshotRow {
  snapshot: ServiceSnapshot;
  taken_at: Date;
}

/**
 * The published base: the service's own latest published snapshot, or for a staging clone its
 * original's (what the clone will replace when it migrates).
 */
async function publishedBase(db: Db, s: ReviewedService): Promise<SnapshotRow | null> {
  const { rows } = await db.query<SnapshotRow>(
    `SELECT snapshot, taken_at FROM review.snapshots
      WHERE service_id = $1 AND kind = 'published' ORDER BY id DESC LIMIT 1`,
    [s.staging_of ?? s.service_id],
  );
  return rows[0] ?? null;
}

/**
 * The last completed review's base: what was submitted last time. While the service is in review
 * or has just passed it, the latest submission is the one under review, so the base is the one
 * before it (a re-submission shows what changed since the reviewer last looked).
 */
async function lastReviewBase(db: Db, s: ReviewedService): Promise<SnapshotRow | null> {
  const { rows } = await db.query<SnapshotRow>(
    `SELECT snapshot, taken_at FROM review.snapshots
      WHERE service_id = $1 AND kind = 'review' ORDER BY id DESC LIMIT 1 OFFSET $2`,
    [s.service_id, s.review_status === 0 ? 0 : 1],
  );
  return rows[0] ?? null;
}

/** A base of the review; its change records are computed only when asked for (the page diffs itself). */
export interface ReviewBase {
  mode: 'published' | 'review';
  current: ServiceSnapshot;
  original_channel: ServiceSnapshot;
  taken_at: string;
}

function base(
  mode: ReviewBase['mode'],
  current: ServiceSnapshot,
  row: SnapshotRow | null,
): ReviewBase | null {
  if (!row) return null;
  return { mode, current, original_channel: row.snapshot, taken_at: new Date(row.taken_at).toISOString() };
}

export const changesAgainst = (b: ReviewBase) => diffSnapshots(b.mode, b.current, b.original_channel).changes;

/**
 * The review page's data (see "Review" in spec/review-org-diagnostics.md#3-entities-and-their-fields) for a
 * service the viewer may see.
 */
export async function reviewOf(db: Db, s: ReviewedService) {
  const [published, lastReview] = await Promise.all([publishedBase(db, s), lastReviewBase(db, s)]);
  const check = submissionCheck(s);
  return {
    current: s.snapshot,
    changes: {
      from_published: base('published', s.snapshot, published),
      from_last_review: base('review', s.snapshot, lastReview),
    },
    most_recent_endpoint_test_result: s.last_endpoint_test && {
      failed: s.last_endpoint_test.failed,
      timestamp: s.last_endpoint_test.finished_at,
    },
    progress: check.progress,
  };
}
