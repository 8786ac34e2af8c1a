import { SERVICE_EVENTS, type ServiceReviewStatusChanged } from '@switchyard/events';
import {
  forbidden,
  HttpError,
  notFound,
  unauthenticated,
  type Db,
  type EventBus,
  type RequestContext,
} from '@switchyard/server-kit';
import {
  ACTION_NOT_ALLOWED,
  applyReviewAction,
  type ReviewAction,
} from '@switchyard/review-common/reviewStatus';
import { submissionCheck, SUBMISSION_FAILED } from '@switchyard/review-common/submissionCheck';
import { findReviewedService, type ReviewedService } from './reviewStore';
import { copyStencils } from './stencils';

export const SERVICE_NOT_FOUND = 'Service not found.';
export const STAFF_ONLY = 'Only staff can change the review status of a service.';

/** Who may see a service's review state: its organization's members, the review team and staff. */
export async function canSee(ctx: RequestContext, s: Pick<ReviewedService, 'organization_id'>) {
  if (!ctx.viewer) return false;
  if (ctx.viewer.staff || ctx.viewer.reviewTeam) return true;
  return Boolean((await ctx.memberships())[s.organization_id]);
}

/** Staff make every transition; a member of the service's organization may only submit it (start). */
export function mayMake(ctx: RequestContext, action: ReviewAction, isMember: boolean) {
  if (ctx.viewer?.staff) return true;
  return action === 'start' && isMember;
}

export class RefusedTransition extends HttpError {
  constructor(
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(422, message);
  }
}

/**
 * Makes a review transition (see spec/review-org-diagnostics.md#41-review-status-of-a-service) in one
 * transaction: the service row is locked, the action must be offered in its current state (so a transition
 * sent twice changes nothing the second time), submitting needs a passing submission check, and the history,
 * the snapshots (review on submit, published on publish) and `service.review_status_changed` are
 * written with it.
 */
export async function makeTransition(
  db: Db,
  events: EventBus | undefined,
  ctx: RequestContext,
  moduleName: string,
  action: ReviewAction,
): Promise<{ review_status: number; published: boolean }> {
  if (!ctx.viewer) throw unauthenticated();
  const viewer = ctx.viewer;
  const memberships = await ctx.memberships();
  return db.transaction(async (tx) => {
    const service = await findReviewedService(tx, moduleName, true);
    const isMember = Boolean(service && memberships[service.organization_id]);
    if (!service || !(isMember || viewer.staff || viewer.reviewTeam)) throw notFound(SERVICE_NOT_FOUND);
    if (!mayMake(ctx, action, isMember)) throw forbidden(STAFF_ONLY);
    const next = applyReviewAction({ ...service, staging: service.staging_of !== null }, action);
    if (!next.state) {
      throw new RefusedTransition(ACTION_NOT_ALLOWED, {
        errors: [{ attribute: 'action', message: ACTION_NOT_ALLOWED }],
        review_status: service.review_status,
        published: service.published,
      });
    }
    if (action === 'start') {
      const check = submissionCheck(service);
      if (!check.passed) {
        throw new RefusedTransition(SUBMISSION_FAILED, {
          errors: [{ attribute: 'base', message: SUBMISSION_FAILED }],
          ...check,
        });
      }
    }
    const { review_status, published } = next.state;
    await tx.query(
      `UPDATE review.services SET review_status = $2, published = $3, updated_at = now(),
         submitted_at = CASE WHEN $4 THEN now() ELSE submitted_at END
       WHERE service_id = $1`,
      [service.service_id, review_status, published, action === 'start'],
    );
    await tx.query(
      `INSERT INTO review.status_history (service_id, action, from_status, to_status, published, actor_id)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [service.service_id, action, service.review_status, review_status, published, viewer.id],
    );
    // Submitting keeps what was submitted; publishing what is published. Migrating publishes the
    // staging configuration as the original's, so the original's next diff starts from it.
    const snapshotOf = {
      start: service.service_id,
      publish: service.service_id,
      migrate: service.staging_of,
    };
    const snapshotFor = snapshotOf[action as keyof typeof snapshotOf];
    if (snapshotFor) {
      await tx.query(
        'INSERT INTO review.snapshots (service_id, kind, version, snapshot) VALUES ($1, $2, $3, $4)',
        [
          snapshotFor,
          action === 'start' ? 'review' : 'published',
          service.version,
          JSON.stringify(service.snapshot),
        ],
      );
    }
    if (action === 'migrate' && service.staging_of)
      await copyStencils(tx, events, service.service_id, service.staging_of);
    await events?.publish<ServiceReviewStatusChanged>(tx, SERVICE_EVENTS.reviewStatusChanged, {
      service_id: service.service_id,
      review_status,
      published,
      action,
      migrated_into: action === 'migrate' ? service.staging_of : null,
      actor_id: viewer.id,
    });
    return { review_status, published };
  });
}
