import {
  contextOf,
  forbidden,
  handle,
  notFound,
  restErrorHandler,
  type DomainDeps,
} from '@switchyard/server-kit';
import { checkFeedback, FEEDBACK_PATH_INVALID, isFeedbackPath } from '@switchyard/review-common/feedback';
import { isReviewAction, UNKNOWN_ACTION } from '@switchyard/review-common/reviewStatus';
import { submissionCheck } from '@switchyard/review-common/submissionCheck';
import express, { type NextFunction, type Request, type Response } from 'express';
import { addFeedback, deleteFeedback, feedbacksOf } from './feedbacks';
import { REVIEWER_REST_PATHS, reviewerRouter } from './reviewerRoutes';
import { STENCIL_REST_PATHS, stencilRouter } from './stencilRoutes';
import { visibleService } from './visibleService';
import { makeTransition, RefusedTransition } from './transitions';

/**
 * The publish submission check (see spec/review-org-diagnostics.md#22-publish-submission-page,
 * spec/review-org-diagnostics.md#71-review-and-publication): read-only; submitting is the `start` transition.
 */
export const SUBMISSION_CHECK_PATH = '/services/:slug/publish/submit';
/**
 * The review action path (see spec/review-org-diagnostics.md#71-review-and-publication; its exact path is not
 * shown): start, reject, approve, publish, unpublish, migrate.
 */
export const REVIEW_ACTION_PATH = '/services/:slug/review_status/:action';
/**
 * Feedback notes (see spec/review-org-diagnostics.md#71-review-and-publication): POST adds one, DELETE
 * …/{index} removes one; both answer the whole set.
 */
export const FEEDBACKS_PATH = '/services/:slug/feedbacks';
export const FEEDBACK_PATH = '/services/:slug/feedbacks/:index';
export const reviewRestPaths = [
  SUBMISSION_CHECK_PATH,
  REVIEW_ACTION_PATH,
  FEEDBACKS_PATH,
  FEEDBACK_PATH,
  ...STENCIL_REST_PATHS,
  ...REVIEWER_REST_PATHS,
];

export const REVIEW_TEAM_ONLY = 'Only the review team can write or delete feedback notes.';
export const NOTE_NOT_FOUND = 'Note not found.';

const refuse = (res: Response, attribute: string, message: string) =>
  res.status(422).json({ error: message, errors: [{ attribute, message }] });

export function reviewRouter(deps: DomainDeps) {
  const router = express.Router();
  const visible = (req: Request) => visibleService(deps.db, req);

  router.get(
    SUBMISSION_CHECK_PATH,
    handle(async (req, res) => {
      const { service } = await visible(req);
      const { passed, failed_tests_html, progress } = submissionCheck(service);
      res.setHeader('Cache-Control', 'no-store');
      res.json({
        passed,
        failed_tests_html,
        progress,
        review_status: service.review_status,
        published: service.published,
      });
    }),
  );

  router.post(
    REVIEW_ACTION_PATH,
    handle(async (req, res) => {
      const action = req.params.action;
      if (!isReviewAction(action)) {
        res
          .status(422)
          .json({ error: UNKNOWN_ACTION, errors: [{ attribute: 'action', message: UNKNOWN_ACTION }] });
        return;
      }
      const result = await makeTransition(
        deps.db,
        deps.events,
        contextOf(req),
        String(req.params.slug),
        action,
      );
      res.json(result);
    }),
  );

  /** The service the path names, for the review team only (404 for a service the viewer cannot see). */
  async function reviewTeamService(req: Request) {
    const found = await visible(req);
    if (!found.viewer.reviewTeam) throw forbidden(REVIEW_TEAM_ONLY);
    return found;
  }

  router.post(
    FEEDBACKS_PATH,
    handle(async (req, res) => {
      const { service, viewer } = await reviewTeamService(req);
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (!isFeedbackPath(body.feedback_path)) return refuse(res, 'feedback_path', FEEDBACK_PATH_INVALID);
      const note = checkFeedback(body.feedback);
      if (note.error !== undefined) return refuse(res, 'feedback', note.error);
      await addFeedback(deps.db, {
        serviceId: service.service_id,
        path: body.feedback_path,
        text: note.text,
        userId: viewer.id,
        username: viewer.login,
        fromReviewTeam: true,
      });
      res.status(201).json({ feedbacks: await feedbacksOf(deps.db, service.service_id) });
    }),
  );

  router.delete(
    FEEDBACK_PATH,
    handle(async (req, res) => {
      const { service } = await reviewTeamService(req);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const index = Number(req.params.index);
      if (!Number.isInteger(index) || index < 0 || index > 100_000)
        return refuse(res, 'index', 'must be a note index');
      if (!isFeedbackPath(body.feedback_path)) return refuse(res, 'feedback_path', FEEDBACK_PATH_INVALID);
      if (!(await deleteFeedback(deps.db, service.service_id, body.feedback_path, index)))
        throw notFound(NOTE_NOT_FOUND);
      res.json({ feedbacks: await feedbacksOf(deps.db, service.service_id) });
    }),
  );

  router.use(stencilRouter(deps));
  router.use(reviewerRouter(deps));

  router.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (err instanceof RefusedTransition) {
      res.status(422).json({ error: err.message, ...err.body });
      return;
    }
    restErrorHandler(err, req, res, next);
  });
  return router;
}
