import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { csrfFetch } from './csrfFetch';

export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    public readonly codes: string[],
  ) {
    super(message);
  }
}

/**
 * An error that leaves no field null: without a path, naming a subgraph unavailable. The router adds
 * one when it went on without the viewer's memberships (the organization domain unreachable, none
 * kept): the answer is whole, as for a user of no organization, and the header says what is missing.
 */
export const leavesNoFieldNull = (e: { path?: unknown; extensions?: { code?: unknown } }) =>
  !e.path && e.extensions?.code === 'SUBGRAPH_UNAVAILABLE';

/**
 * One GraphQL operation over plain fetch, for code that must not wait for Apollo (the shell): a
 * codegen typed document string (documentMode 'string') or a plain string.
 * Resolves with `data`; rejects when the answer has errors (but those that leave no field null) or
 * is not JSON. With `partial`, an answer with data and errors resolves with the data (what a part
 * that was unavailable left null).
 */
export async function graphqlRequest<T, V = Record<string, unknown>>(
  query: string | DocumentTypeDecoration<T, V>,
  variables?: V,
  opts: { partial?: boolean } = {},
): Promise<T> {
  const res = await csrfFetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: query.toString(), variables }),
  });
  const body = (await res.json().catch(() => null)) as {
    data?: T;
    errors?: { message: string; path?: unknown; extensions?: { code?: string } }[];
  } | null;
  const errors = body?.errors?.filter((e) => !leavesNoFieldNull(e));
  if (!body || !body.data || (errors?.length && !opts.partial)) {
    throw new GraphQLRequestError(
      errors?.map((e) => e.message).join('; ') ?? `GraphQL request failed (${res.status})`,
      errors?.map((e) => e.extensions?.code ?? '') ?? [],
    );
  }
  return body.data;
}

const HEADER_REFRESH = 'switchyard:header-refresh';

/** Tells the shell's header that organizations or services changed (created, joined, renamed). */
export function requestHeaderRefresh() {
  window.dispatchEvent(new Event(HEADER_REFRESH));
}

export function onHeaderRefresh(cb: () => void): () => void {
  window.addEventListener(HEADER_REFRESH, cb);
  return () => window.removeEventListener(HEADER_REFRESH, cb);
}
