import { FEEDBACK_PATH } from '../../serviceNav/servicePaths';

/** Items per page. */
export const FEEDBACK_PAGE_SIZE = 20;

/**
 * What the page lists: users' feedback on the applets and connections using the service, or their
 * suggestions of a service, an applet or a protocol (channelSuggestions' content_type).
 */
export const CONTENT_OPTIONS = [
  { value: 'feedback', label: 'Applet feedback' },
  { value: 'service', label: 'Service suggestions' },
  { value: 'applet', label: 'Applet suggestions' },
  { value: 'protocol', label: 'Protocol suggestions' },
] as const;
export type FeedbackContent = (typeof CONTENT_OPTIONS)[number]['value'];

/**
 * The suggestions that name no service (staff, /feedback without ?service=) have no applet
 * feedback: their list starts at the suggested services.
 */
const UNNAMED_CONTENT_OPTIONS = CONTENT_OPTIONS.filter((o) => o.value !== 'feedback');

export type ContentOptions = readonly (typeof CONTENT_OPTIONS)[number][];

/** The lists a page offers: a service's, or (null) the suggestions that name no service. */
export const contentOptionsOf = (service: string | null): ContentOptions =>
  service === null ? UNNAMED_CONTENT_OPTIONS : CONTENT_OPTIONS;

/** The orders of spec/review-org-diagnostics.md#76-platform-feedback-graphql, the first the default. */
export const ORDER_OPTIONS = [
  { value: 'created_at_desc', label: 'Newest first' },
  { value: 'created_at_asc', label: 'Oldest first' },
] as const;
export type FeedbackOrder = (typeof ORDER_OPTIONS)[number]['value'];

export type Direction = 'next' | 'previous';

/** What the address holds: the list, its order and the page (a cursor, its direction and position). */
export interface FeedbackView {
  content: FeedbackContent;
  order: FeedbackOrder;
  /** Staff only: the reported items. */
  reportedOnly: boolean;
  /** A page's endCursor (direction next) or startCursor (previous); null: the first page. */
  cursor: string | null;
  direction: Direction;
  /** The position of the page's first item (1-based), when the address knows it. */
  at: number | null;
}

export const FIRST_PAGE = { cursor: null, direction: 'next', at: 1 } as const;

const isOneOf = <T extends string>(options: readonly { value: T }[], value: string | null): value is T =>
  options.some((o) => o.value === value);

/** 'connection' in the address is read as 'applet' (spec/review-org-diagnostics.md#76-platform-feedback-graphql). */
function contentOf(asked: string | null, options: readonly { value: FeedbackContent }[]): FeedbackContent {
  const value = asked === 'connection' ? 'applet' : asked;
  return isOneOf(options, value) ? value : options[0]!.value;
}

function positionOf(asked: string | null): number | null {
  const at = Number(asked);
  return asked !== null && Number.isInteger(at) && at >= 1 ? at : null;
}

/**
 * The view of an address; a value that is not an option is read as the default. `unnamed`: the
 * suggestions that name no service (no applet feedback among the lists).
 */
export function feedbackViewFromSearch(
  search: URLSearchParams,
  { staff, unnamed = false }: { staff: boolean; unnamed?: boolean },
): FeedbackView {
  const order = search.get('order');
  const cursor = search.get('cursor') || null;
  return {
    content: contentOf(search.get('content'), unnamed ? UNNAMED_CONTENT_OPTIONS : CONTENT_OPTIONS),
    order: isOneOf(ORDER_OPTIONS, order) ? order : 'created_at_desc',
    reportedOnly: staff && search.get('reported') === '1',
    cursor,
    direction: cursor && search.get('direction') === 'previous' ? 'previous' : 'next',
    at: cursor ? positionOf(search.get('at')) : 1,
  };
}

/**
 * /feedback?service=…, with what differs from the defaults (the first page leaves the cursor out);
 * service null: /feedback, the suggestions that name no service.
 */
export function feedbackHref(service: string | null, view: FeedbackView): string {
  const params = new URLSearchParams(service === null ? {} : { service });
  if (view.content !== contentOptionsOf(service)[0]!.value) params.set('content', view.content);
  if (view.order !== 'created_at_desc') params.set('order', view.order);
  if (view.reportedOnly) params.set('reported', '1');
  if (view.cursor) {
    params.set('cursor', view.cursor);
    if (view.direction === 'previous') params.set('direction', 'previous');
    if (view.at !== null) params.set('at', String(view.at));
  }
  const query = params.toString();
  return query ? `${FEEDBACK_PATH}?${query}` : FEEDBACK_PATH;
}

/** A page's place in the list: '1–20 of 245', or '20 of 245' when its position is not known. */
export function rangeText(at: number | null, shown: number, total: number): string {
  if (at === null || shown === 0) return `${shown} of ${total}`;
  return `${at}–${at + shown - 1} of ${total}`;
}
