import {
  FEEDBACK_DIRECTIONS,
  FEEDBACK_ORDERS,
  FEEDBACK_PAGE_MAX,
  type FeedbackDirection,
  type FeedbackOrder,
} from '@switchyard/observability-common';
import type { FieldError } from '@switchyard/server-kit';

/**
 * Cursor pages of the platform feedback page (spec/review-org-diagnostics.md#3-entities-and-their-fields:
 * startCursor, endCursor, hasPreviousPage, hasNextPage, total_count). Items are ordered by
 * (created_at, id), newest or oldest first; a cursor is an item's place in that order, opaque to the
 * client: base64url of its created_at in microseconds since the epoch (the database's precision, so
 * items given in the same microsecond still fall on one side of it, by id) and its id.
 */

/** An item's place: created_at in microseconds since 1970 (a decimal integer) and its id. */
export interface PageKey {
  micros: string;
  id: string;
}

const MICROS = /^-?\d{1,16}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const encodeCursor = (key: PageKey) =>
  Buffer.from(JSON.stringify([key.micros, key.id])).toString('base64url');

/** The place a cursor names, or null when it is not one this module made. */
export function decodeCursor(cursor: string): PageKey | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [micros, id] = value as unknown[];
    if (typeof micros !== 'string' || !MICROS.test(micros) || typeof id !== 'string' || !UUID.test(id))
      return null;
    return { micros, id: id.toLowerCase() };
  } catch {
    return null;
  }
}

/** The ISO 8601 time (milliseconds) of a key's microseconds. */
export const isoOfMicros = (micros: string) => new Date(Number(BigInt(micros) / 1000n)).toISOString();

/**
 * Where a page's items come from (SQL in the stores, an array in the tests): `rows` answers up to
 * `limit` items in `descending` (true) or ascending (created_at, id) order, only those strictly past
 * `bound` in that order (or at it too, with `inclusive`); `count` the number of all items.
 */
export interface PageSource<T extends PageKey> {
  rows(ask: { descending: boolean; bound: PageKey | null; inclusive: boolean; limit: number }): Promise<T[]>;
  count(): Promise<number>;
}

export interface PageAsk {
  order?: string | null;
  cursor?: string | null;
  direction?: string | null;
  first?: number | null;
}

export interface ReadPage {
  order: FeedbackOrder;
  direction: FeedbackDirection;
  cursor: PageKey | null;
  first: number;
}

export interface Page<T> {
  items: T[];
  startCursor: string | null;
  endCursor: string | null;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  total_count: number;
}

export const DEFAULT_PAGE_SIZE = 20;

/** The arguments checked: the page read, or the errors naming each bad one (BAD_USER_INPUT). */
export function checkPageAsk(
  ask: PageAsk,
): { read: ReadPage; errors: [] } | { read: null; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const order = ask.order ?? FEEDBACK_ORDERS[0];
  if (!(FEEDBACK_ORDERS as readonly string[]).includes(order))
    errors.push({ attribute: 'order', message: `must be one of ${FEEDBACK_ORDERS.join(', ')}` });
  const direction = ask.direction ?? FEEDBACK_DIRECTIONS[0];
  if (!(FEEDBACK_DIRECTIONS as readonly string[]).includes(direction))
    errors.push({ attribute: 'direction', message: `must be one of ${FEEDBACK_DIRECTIONS.join(', ')}` });
  const first = ask.first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > FEEDBACK_PAGE_MAX)
    errors.push({ attribute: 'first', message: `must be 1 to ${FEEDBACK_PAGE_MAX}` });
  const cursor = ask.cursor ? decodeCursor(ask.cursor) : null;
  if (ask.cursor && !cursor) errors.push({ attribute: 'cursor', message: 'is not a cursor of this list' });
  if (errors.length) return { read: null, errors };
  return {
    read: { order: order as FeedbackOrder, direction: direction as FeedbackDirection, cursor, first },
    errors: [],
  };
}

/**
 * One page: direction "next" reads the `first` items after the cursor (from the start without one),
 * "previous" the `first` items before it (the last page without one), each page in the list's order.
 * hasNextPage / hasPreviousPage say whether any item lies beyond the page on that side.
 */
export async function readPage<T extends PageKey>(source: PageSource<T>, read: ReadPage): Promise<Page<T>> {
  const newestFirst = read.order === 'created_at_desc';
  const forward = read.direction === 'next';
  // Reading backwards walks the list's order in reverse, from the cursor.
  const descending = newestFirst === forward;
  const [rows, total, beyondCursor] = await Promise.all([
    source.rows({ descending, bound: read.cursor, inclusive: false, limit: read.first + 1 }),
    source.count(),
    // Is anything on the cursor's other side (the cursor's own item included)?
    read.cursor
      ? source
          .rows({ descending: !descending, bound: read.cursor, inclusive: true, limit: 1 })
          .then((r) => r.length > 0)
      : Promise.resolve(false),
  ]);
  const more = rows.length > read.first;
  const page = rows.slice(0, read.first);
  if (!forward) page.reverse();
  return {
    items: page,
    startCursor: page.length ? encodeCursor(page[0]!) : null,
    endCursor: page.length ? encodeCursor(page[page.length - 1]!) : null,
    hasPreviousPage: forward ? beyondCursor : more,
    hasNextPage: forward ? more : beyondCursor,
    total_count: total,
  };
}

/**
 * The SQL of a source's bound: `(at, id)` strictly past (or at, inclusive) the key in the given order.
 * `at` is a timestamptz column, `id` a uuid column; `param` adds a parameter and answers its place.
 */
export function boundSql(
  at: string,
  id: string,
  ask: { descending: boolean; bound: PageKey | null; inclusive: boolean },
  param: (value: unknown) => string,
): string | null {
  if (!ask.bound) return null;
  const op = (ask.descending ? '<' : '>') + (ask.inclusive ? '=' : '');
  return `(${at}, ${id}) ${op} ('epoch'::timestamptz + ${param(ask.bound.micros)}::bigint * interval '1 microsecond', ${param(ask.bound.id)}::uuid)`;
}

/** The SQL of an item's key: its created_at in microseconds since the epoch, as text. */
export const microsSql = (at: string) => `(extract(epoch FROM ${at}) * 1000000)::bigint::text`;
