import {
  feedbackCounts,
  feedbackTips,
  opinionLabel,
  type FeedbackCounts,
} from '@switchyard/observability-common';
import { contextOf, handle, type DomainDeps } from '@switchyard/server-kit';
import { lookUpPartnerSettings } from '@switchyard/server-kit/partner-client';
import express, { type Request, type Response } from 'express';
import { connectionOwnerOf } from '../transactions/logConnections';
import { checkPageAsk, isoOfMicros, readPage } from './cursorPage';
import { feedbackReaderOf } from './feedbackAccess';
import { ownerUnavailable } from './feedbackContext';
import {
  FEEDBACK_SECTIONS,
  listHtml,
  reasonsHtml,
  summaryHtml,
  tipsHtml,
  type FeedbackSection,
} from './feedbackSections';
import { connectionOwnerByFeedback, feedbackPageSource, opinionTally } from './feedbackStore';

/** The connection detail screen's feedback sections (spec/connections.md#7-the-calls-it-makes), as HTML. */
export const FEEDBACK_SECTION_PATH = '/connections/:id/feedback.js';
export const FEEDBACK_SECTION_REST_PATHS = [`GET ${FEEDBACK_SECTION_PATH}`];

/** Items of the list section a request answers. */
export const FEEDBACK_LIST_SIZE = 20;

export const SECTION_MESSAGES = {
  signedOut: "Sign in to see this connection's feedback.",
  notFound: 'Connection not found.',
  badId: 'The connection id is not an id.',
  badSection: `Ask for one section: section=${FEEDBACK_SECTIONS.join(', ')}.`,
  badCursor: 'The cursor is not one of this list: ask for the list without it.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isSection = (v: unknown): v is FeedbackSection =>
  typeof v === 'string' && (FEEDBACK_SECTIONS as readonly string[]).includes(v);

function answerText(res: Response, status: number, text: string) {
  res.status(status).type('text/plain; charset=utf-8').setHeader('Cache-Control', 'no-store').send(text);
}

/**
 * GET /connections/:id/feedback.js?section=summary|reasons|tips|list[&cursor=…]: who reads
 * appletFeedbackCounts of the connection (members of an organization owning one of its services,
 * staff) gets the section as `text/html`; signed out 401; anybody else, or a connection nobody
 * knows, 404; a malformed id, an unknown section or cursor 400, each with a sentence (text/plain).
 * Its services: those its opinions were given with, and its owner (connection.changed's copy).
 */
export function connectionFeedbackRouter(deps: DomainDeps) {
  const router = express.Router();
  router.get(
    FEEDBACK_SECTION_PATH,
    handle(async (req, res) => {
      try {
        await answerSection(req, res);
      } catch (err) {
        // service-config could not say who owns a service (ownerUnavailable): a moment's outage.
        if ((err as { extensions?: { code?: unknown } }).extensions?.code !== 'SUBGRAPH_UNAVAILABLE')
          throw err;
        answerText(res, 503, (err as Error).message);
      }
    }),
  );

  async function answerSection(req: Request, res: Response) {
    const ctx = contextOf(req);
    const viewer = ctx.viewer;
    if (!viewer) return answerText(res, 401, SECTION_MESSAGES.signedOut);
    const id = String(req.params.id);
    if (!UUID.test(id)) return answerText(res, 400, SECTION_MESSAGES.badId);
    const section = req.query.section;
    if (!isSection(section)) return answerText(res, 400, SECTION_MESSAGES.badSection);
    const cursor = typeof req.query.cursor === 'string' && req.query.cursor ? req.query.cursor : null;
    const read = section === 'list' ? checkPageAsk({ cursor, first: FEEDBACK_LIST_SIZE }).read : null;
    if (section === 'list' && !read) return answerText(res, 400, SECTION_MESSAGES.badCursor);

    const connectionId = id.toLowerCase();
    const [{ tally, serviceIds }, copied] = await Promise.all([
      opinionTally(deps.db, 'connection', connectionId),
      connectionOwnerOf(deps.db, connectionId),
    ]);
    const owner = copied ?? (await connectionOwnerByFeedback(deps.db, connectionId));
    const services = [...new Set([...(owner ? [owner] : []), ...serviceIds])];
    const reader = await feedbackReaderOf(deps, ctx, viewer, services);
    if (!reader) return answerText(res, 404, SECTION_MESSAGES.notFound);
    const counts: FeedbackCounts = feedbackCounts(tally);

    let html: string;
    if (section === 'summary') html = summaryHtml(counts);
    else if (section === 'reasons') html = reasonsHtml(counts);
    else if (section === 'tips') {
      const settings = owner ? await ownerSettings(deps, owner) : null;
      html = tipsHtml(feedbackTips(counts, { moduleName: settings?.module_name ?? '', connectionId }));
    } else {
      const page = owner
        ? await readPage(
            feedbackPageSource(deps.db, {
              serviceId: owner,
              appletId: connectionId,
              withHidden: reader.staff,
              reportedOnly: false,
              reportsSeenBy: reader.staff ? 'any' : reader.organizationIds,
            }),
            read!,
          )
        : null;
      const items = (page?.items ?? []).map((r) => ({
        like: r.liked,
        reason: opinionLabel(r.opinion_code),
        text: r.text,
        created_at: isoOfMicros(r.micros),
        hidden: r.hidden,
      }));
      const more =
        page?.hasNextPage && page.endCursor
          ? `/connections/${connectionId}/feedback.js?section=list&cursor=${encodeURIComponent(page.endCursor)}`
          : null;
      html = listHtml(items, more, !cursor);
    }
    res
      .status(200)
      .type('text/html; charset=utf-8')
      .setHeader('Cache-Control', 'no-store')
      // A fragment for the page's containers: opened on its own, it may run nothing.
      .setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .setHeader('X-Content-Type-Options', 'nosniff')
      .send(html);
  }
  return router;
}

async function ownerSettings(deps: DomainDeps, serviceId: string) {
  try {
    return await lookUpPartnerSettings(
      { db: deps.db, caller: 'observability', internal: deps.settings },
      serviceId,
    );
  } catch {
    throw ownerUnavailable('service_config');
  }
}
