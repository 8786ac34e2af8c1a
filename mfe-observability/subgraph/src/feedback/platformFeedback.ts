import {
  checkOpinion,
  feedbackCounts,
  FEEDBACK_COUNTS_MAX_IDS,
  FEEDBACK_ITEM_TYPES,
  isFeedbackKind,
  KIND_INVALID,
  suggestionContentType,
  SUGGESTION_CONTENT_TYPES,
  type FeedbackCounts,
  type FeedbackItemType,
  type FeedbackKind,
  type OpinionInput,
} from '@switchyard/observability-common';
import {
  badRequest,
  forbidden,
  notFound,
  requireViewer,
  type DomainDeps,
  type FieldError,
  type RequestContext,
} from '@switchyard/server-kit';
import type { MyAppletFeedback, PlatformFeedbackItem } from '../generated/resolverTypes';
import { checkPageAsk, readPage, type Page, type PageAsk, type ReadPage } from './cursorPage';
import { feedbackReaderOf, type FeedbackReader } from './feedbackAccess';
import { askFeedbackContext } from './feedbackContext';
import { feedbackItem, mapPage, myFeedback, suggestionItem } from './feedbackItems';
import {
  feedbackPageSource,
  opinionOf,
  opinionTallies,
  opinionTally,
  saveOpinion,
  withdrawOpinion,
} from './feedbackStore';
import {
  feedbackItemForStaff,
  moderatedItem,
  reportItem,
  setHidden,
  suggestionItemForStaff,
} from './moderation';
import { suggestionPageSource } from './suggestionCopy';

/**
 * The platform feedback of issue 37 (items 1–2): users give, change and withdraw their opinion of
 * an applet or connection they have; partners read the feedback and suggestions of their services
 * and report abuse; staff read everything, the reported items too, and hide them. Every rule is
 * here; the resolvers only call these. Errors are server-kit's HttpErrors (coded GraphQL errors).
 */

export const APPLET_NOT_FOUND = 'Applet not found.';
export const CONNECTION_NOT_FOUND = 'Connection not found.';
export const ITEM_NOT_FOUND = 'Feedback not found.';
/** A service's feedback, asked by someone outside its organization. */
export const NOT_YOUR_SERVICE = "Only the service's organization and staff can read its feedback.";
export const NOT_YOUR_APPLET =
  "Only the organizations of the applet's services and staff can read its feedback.";
export const STAFF_ONLY = 'Only staff can do that.';
/** The suggestions that name no service, asked by anyone but staff. */
export const UNNAMED_STAFF_ONLY = 'Only staff can read the suggestions that name no service.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);
const notFoundOf = (kind: FeedbackKind) =>
  notFound(kind === 'applet' ? APPLET_NOT_FOUND : CONNECTION_NOT_FOUND);

function kindOf(kind: string): FeedbackKind {
  if (!isFeedbackKind(kind)) throw badRequest([{ attribute: 'kind', message: KIND_INVALID }]);
  return kind;
}

function itemTypeOf(type: string): FeedbackItemType {
  if (!(FEEDBACK_ITEM_TYPES as readonly string[]).includes(type))
    throw badRequest([{ attribute: 'type', message: `must be one of ${FEEDBACK_ITEM_TYPES.join(', ')}` }]);
  return type as FeedbackItemType;
}

function pageRead(ask: PageAsk, more: FieldError[] = []): ReadPage {
  const { read, errors } = checkPageAsk(ask);
  if (!read || more.length) throw badRequest([...errors, ...more]);
  return read;
}

const EMPTY_PAGE: Page<never> = {
  items: [],
  startCursor: null,
  endCursor: null,
  hasPreviousPage: false,
  hasNextPage: false,
  total_count: 0,
};

export interface FeedbackPageArgs extends PageAsk {
  service_id: string;
  reported_only?: boolean | null;
}

export interface SuggestionsPageArgs extends PageAsk {
  /** null: the suggestions that name no service (staff only). */
  service_id?: string | null;
  content_type: string;
  reported_only?: boolean | null;
}

export function platformFeedback(deps: DomainDeps) {
  const { db } = deps;

  /** The reader of a service's page, or FORBIDDEN; null: staff asking for a service id that is none. */
  async function serviceReader(
    ctx: RequestContext,
    serviceId: string,
    reportedOnly: boolean,
  ): Promise<FeedbackReader | null> {
    const viewer = requireViewer(ctx);
    if (reportedOnly && !viewer.staff) throw forbidden(STAFF_ONLY);
    if (!isUuid(serviceId)) {
      if (viewer.staff) return null;
      throw forbidden(NOT_YOUR_SERVICE);
    }
    const reader = await feedbackReaderOf(deps, ctx, viewer, [serviceId.toLowerCase()]);
    if (!reader) throw forbidden(NOT_YOUR_SERVICE);
    return reader;
  }

  return {
    async myFeedback(ctx: RequestContext, kind: string, appletId: string): Promise<MyAppletFeedback | null> {
      const viewer = requireViewer(ctx);
      const k = kindOf(kind);
      if (!isUuid(appletId)) return null;
      const row = await opinionOf(db, viewer.id, k, appletId.toLowerCase());
      return row && myFeedback(row);
    },

    /**
     * Gives or changes the viewer's opinion, once the applet's domain says they have it: their
     * input's problems as data (nothing stored), NOT_FOUND when they do not have it.
     */
    async give(
      ctx: RequestContext,
      input: OpinionInput & { applet_id: string },
    ): Promise<{ feedback: MyAppletFeedback | null; errors: FieldError[] }> {
      const viewer = requireViewer(ctx);
      const { opinion, errors } = checkOpinion(input);
      if (!opinion) return { feedback: null, errors };
      if (!isUuid(input.applet_id)) throw notFoundOf(opinion.kind);
      const appletId = input.applet_id.toLowerCase();
      const context = await askFeedbackContext(deps.settings, opinion.kind, viewer.id, appletId);
      if (!context) throw notFoundOf(opinion.kind);
      const row = await saveOpinion(db, { userId: viewer.id, appletId, opinion, context });
      return { feedback: myFeedback(row), errors: [] };
    },

    async withdraw(ctx: RequestContext, kind: string, appletId: string): Promise<boolean> {
      const viewer = requireViewer(ctx);
      const k = kindOf(kind);
      return isUuid(appletId) ? withdrawOpinion(db, viewer.id, k, appletId.toLowerCase()) : false;
    },

    /**
     * An applet's or connection's counts: to staff and the members of an organization owning one of
     * the services its opinions concern. Without any opinion there is nothing to tell: zeros.
     */
    async counts(ctx: RequestContext, kind: string, appletId: string): Promise<FeedbackCounts> {
      const viewer = requireViewer(ctx);
      const k = kindOf(kind);
      const { tally, serviceIds } = isUuid(appletId)
        ? await opinionTally(db, k, appletId.toLowerCase())
        : { tally: { like: 0, dislike: 0, reasons: {} }, serviceIds: [] };
      if (tally.like + tally.dislike > 0 && !(await feedbackReaderOf(deps, ctx, viewer, serviceIds)))
        throw forbidden(NOT_YOUR_APPLET);
      return feedbackCounts(tally);
    },

    /**
     * `counts` of several applets or connections of one kind at once (at most
     * FEEDBACK_COUNTS_MAX_IDS, else BAD_USER_INPUT), each id once, in the order asked: those the
     * viewer may not read (counts would be FORBIDDEN) left out; without any opinion, zeros.
     */
    async countsOf(
      ctx: RequestContext,
      kind: string,
      appletIds: readonly string[],
    ): Promise<{ applet_id: string; counts: FeedbackCounts }[]> {
      const viewer = requireViewer(ctx);
      const k = kindOf(kind);
      if (appletIds.length > FEEDBACK_COUNTS_MAX_IDS)
        throw badRequest([{ attribute: 'applet_ids', message: `at most ${FEEDBACK_COUNTS_MAX_IDS} ids` }]);
      const asked = new Map<string, string>(); // lower case → as asked, first occurrence
      for (const id of appletIds) if (!asked.has(id.toLowerCase())) asked.set(id.toLowerCase(), id);
      const tallies = await opinionTallies(db, k, [...asked.keys()].filter(isUuid));
      const entries = await Promise.all(
        [...asked].map(async ([id, as]) => {
          const found = tallies.get(id);
          if (found && !(await feedbackReaderOf(deps, ctx, viewer, found.serviceIds))) return null;
          return {
            applet_id: as,
            counts: feedbackCounts(found?.tally ?? { like: 0, dislike: 0, reasons: {} }),
          };
        }),
      );
      return entries.filter((e) => e !== null);
    },

    async appletFeedbackPage(
      ctx: RequestContext,
      args: FeedbackPageArgs & { applet_id?: string | null },
    ): Promise<Page<PlatformFeedbackItem>> {
      const badApplet =
        args.applet_id != null && !isUuid(args.applet_id)
          ? [{ attribute: 'applet_id', message: 'must be an id' }]
          : [];
      const read = pageRead(args, badApplet);
      const reader = await serviceReader(ctx, args.service_id, Boolean(args.reported_only));
      if (!reader) return EMPTY_PAGE;
      const source = feedbackPageSource(db, {
        serviceId: args.service_id.toLowerCase(),
        appletId: args.applet_id?.toLowerCase(),
        withHidden: reader.staff,
        reportedOnly: Boolean(args.reported_only),
        reportsSeenBy: reader.staff ? 'any' : reader.organizationIds,
      });
      return mapPage(await readPage(source, read), feedbackItem);
    },

    /**
     * Suggestions of one content type about a service, or (service_id null) those that name none:
     * nobody's organization owns those, so staff alone read them.
     */
    async suggestionsPage(
      ctx: RequestContext,
      args: SuggestionsPageArgs,
    ): Promise<Page<PlatformFeedbackItem>> {
      const type = suggestionContentType(args.content_type);
      const badType = type
        ? []
        : [
            {
              attribute: 'content_type',
              message: `must be one of ${SUGGESTION_CONTENT_TYPES.join(', ')} or connection`,
            },
          ];
      const read = pageRead(args, badType);
      const serviceId = args.service_id ?? null;
      let reader: FeedbackReader | null;
      if (serviceId === null) {
        if (!requireViewer(ctx).staff) throw forbidden(UNNAMED_STAFF_ONLY);
        reader = { staff: true };
      } else {
        reader = await serviceReader(ctx, serviceId, Boolean(args.reported_only));
        if (!reader) return EMPTY_PAGE;
      }
      const source = suggestionPageSource(db, {
        serviceId: serviceId?.toLowerCase() ?? null,
        type: type!,
        withHidden: reader.staff,
        reportedOnly: Boolean(args.reported_only),
        reportsSeenBy: reader.staff ? 'any' : reader.organizationIds,
      });
      return mapPage(await readPage(source, read), suggestionItem);
    },

    /**
     * Reports an item as abusive: anyone who may read it (a hidden one: staff only); anybody else
     * NOT_FOUND, which says nothing about whether it exists. A second report changes nothing.
     */
    async report(ctx: RequestContext, type: string, id: string): Promise<{ id: string; reported: boolean }> {
      const viewer = requireViewer(ctx);
      const t = itemTypeOf(type);
      const item = isUuid(id) ? await moderatedItem(db, t, id.toLowerCase()) : null;
      const reader = item && (await feedbackReaderOf(deps, ctx, viewer, item.service_ids));
      if (!item || !reader || (item.hidden && !reader.staff)) throw notFound(ITEM_NOT_FOUND);
      await reportItem(db, t, item.id, viewer.id, reader.staff ? [] : reader.organizationIds);
      return { id: item.id, reported: true };
    },

    /** Staff hide an item from partners, or show it again. */
    async hide(
      ctx: RequestContext,
      type: string,
      id: string,
      hidden: boolean,
    ): Promise<PlatformFeedbackItem> {
      const viewer = requireViewer(ctx);
      if (!viewer.staff) throw forbidden(STAFF_ONLY);
      const t = itemTypeOf(type);
      if (!isUuid(id) || !(await setHidden(db, t, id.toLowerCase(), hidden, viewer.id)))
        throw notFound(ITEM_NOT_FOUND);
      const item =
        t === 'feedback'
          ? await feedbackItemForStaff(db, id.toLowerCase()).then((r) => r && feedbackItem(r))
          : await suggestionItemForStaff(db, id.toLowerCase()).then((r) => r && suggestionItem(r));
      if (!item) throw notFound(ITEM_NOT_FOUND);
      return item;
    },
  };
}
