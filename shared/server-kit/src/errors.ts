import { GraphQLError } from 'graphql';
import type { ZodError } from 'zod';

/** A problem with the input, named by the attribute it concerns: returned as data, never thrown to the user as 500. */
export interface FieldError {
  attribute: string;
  message: string;
}

/** Raised for a request that must be refused with an HTTP status (REST) or a coded GraphQL error. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors: FieldError[] = [],
  ) {
    super(message);
  }
}

export const unauthenticated = () => new HttpError(401, 'You need to sign in first.');
export const forbidden = (message = 'You are not allowed to do that.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
/** Well-formed input the rules refuse (422), named by its attribute. */
export const unprocessable = (message: string, attribute = 'base') =>
  new HttpError(422, message, [{ attribute, message }]);
export const badRequest = (errors: FieldError[]) =>
  new HttpError(400, errors.map((e) => `${e.attribute} ${e.message}`).join(', '), errors);

export function zodErrors(err: ZodError): FieldError[] {
  return err.issues.map((i) => ({ attribute: i.path.join('.') || 'base', message: i.message }));
}

const codes: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'BAD_USER_INPUT',
};

/** The GraphQL form of an HttpError: a coded error in a 200 answer, so federated siblings still resolve. */
export function toGraphQLError(err: HttpError): GraphQLError {
  return new GraphQLError(err.message, {
    extensions: { code: codes[err.status] ?? 'ERROR', errors: err.errors },
  });
}
