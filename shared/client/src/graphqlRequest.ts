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
 * One GraphQL operation over plain fetch, for code that must not wait for Apollo (the shell): a
 * codegen typed document string (documentMode 'string') or a plain string.
 * Resolves with `data`; rejects when the answer has errors or is not JSON. With `partial`, an answer
 * with data and errors resolves with the data (what a part that was unavailable left null).
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
    errors?: { message: string; extensions?: { code?: string } }[];
  } | null;
  if (!body || !body.data || (body.errors?.length && !opts.partial)) {
    throw new GraphQLRequestError(
      body?.errors?.map((e) => e.message).join('; ') ?? `GraphQL request failed (${res.status})`,
      body?.errors?.map((e) => e.extensions?.code ?? '') ?? [],
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
