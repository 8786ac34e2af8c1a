import { HttpError, toGraphQLError } from '@switchyard/server-kit';

/** Lets a resolver throw the kit's HttpError (notFound, unauthenticated, …) and answer with its coded GraphQL error. */
export function withGraphQLErrors<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    try {
      return await fn(...args);
    } catch (err) {
      throw err instanceof HttpError ? toGraphQLError(err) : err;
    }
  };
}
