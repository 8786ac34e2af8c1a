import {
  contextOf,
  handle,
  notFound,
  restErrorHandler,
  unauthenticated,
  type DomainDeps,
} from '@switchyard/server-kit';
import { isReviewAction, UNKNOWN_ACTION } from '@switchyard/review-common/reviewStatus';
import { submissionCheck } from '@switchyard/review-common/submissionCheck';
import express, { type NextFunction, type Request, type Response } from 'express';
import { findReviewedService } from './reviewStore';
import { canSee, makeTransition, RefusedTransition, SERVICE_NOT_FOUND } from './transitions';

/** The publish submission check (§2.2, §7.1): read-only; submitting is the `start` transition. */
export const SUBMISSION_CHECK_PATH = '/services/:slug/publish/submit';
/** The review action path of §7.1 (its exact path is not shown): start, reject, approve, publish, unpublish, migrate. */
export const REVIEW_ACTION_PATH = '/services/:slug/review_status/:action';
export const reviewRestPaths = [SUBMISSION_CHECK_PATH, REVIEW_ACTION_PATH];

export function reviewRouter(deps: DomainDeps) {
  const router = express.Router();

  router.get(
    SUBMISSION_CHECK_PATH,
    handle(async (req, res) => {
      const ctx = contextOf(req);
      if (!ctx.viewer) throw unauthenticated();
      const service = await findReviewedService(deps.db, String(req.params.slug));
      if (!service || !(await canSee(ctx, service))) throw notFound(SERVICE_NOT_FOUND);
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

  router.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (err instanceof RefusedTransition) {
      res.status(422).json({ error: err.message, ...err.body });
      return;
    }
    restErrorHandler(err, req, res, next);
  });
  return router;
}
