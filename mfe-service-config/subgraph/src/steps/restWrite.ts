import { contextOf, HttpError, type DomainDeps, type FieldError } from '@switchyard/server-kit';
import type { Request, Response } from 'express';
import { writeInService, type Payload, type WriteOptions } from '../queries/writeAccess';
import { BLANK } from '@switchyard/service-config-common/rules/stepName';

/**
 * The REST form of the GraphQL writes (queries/writeAccess.ts): the same access rules and transaction,
 * answered as the partner portal's forms expect (see spec/service-config.md#rest): 201 / 200 with the written
 * item and `errors: []`, 422 `{errors}` for bad input and published services, 401 signed out, 404 `{error,
 * errors: [{attribute: 'base', message}]}`. Always JSON.
 */
export const NUL_REFUSED = 'must not contain NUL characters';
export const NOT_SAVED = 'could not be saved';

type RestWriteOptions<T, P extends Payload> = Omit<WriteOptions<T, P>, 'ctx' | 'db' | 'refuse'> & {
  /** 201 for a create, 200 otherwise. */
  status: 200 | 201;
};

/** Runs the write and answers the request. */
export async function restWrite<T, P extends Payload>(
  deps: DomainDeps,
  req: Request,
  res: Response,
  opts: RestWriteOptions<T, P>,
): Promise<void> {
  let result: P | Payload;
  try {
    result = await writeInService<T, P | Payload>({
      ...opts,
      ctx: contextOf(req),
      db: deps.db,
      events: deps.events,
      refuse: (errors) => ({ errors }),
    });
  } catch (err) {
    throw restError(err);
  }
  res.setHeader('Cache-Control', 'no-store');
  if (result.errors.length) {
    res.status(422).json({ errors: result.errors });
    return;
  }
  res.status(opts.status).json(result);
}

/** Postgres data exceptions (class 22) and check / not-null violations: bad input the rules let through. */
const isBadData = (err: unknown) => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('22') || code === '23514' || code === '23502');
};

function restError(err: unknown): unknown {
  if (err instanceof HttpError) {
    return err.errors.length
      ? err
      : new HttpError(err.status, err.message, [{ attribute: 'base', message: err.message }]);
  }
  if (isBadData(err))
    return new HttpError(422, `The item ${NOT_SAVED}.`, [{ attribute: 'base', message: NOT_SAVED }]);
  return err;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The form's payload under `key` (e.g. partner_trigger_field), or the refusal when the body has
 * none or it is not an object; strings with NUL characters (which the database cannot store) are
 * refused by attribute.
 */
export function payloadOf(
  body: unknown,
  key: string,
): { payload: Record<string, unknown>; errors: FieldError[] } {
  const payload = isPlainObject(body) ? body[key] : undefined;
  if (!isPlainObject(payload)) return { payload: {}, errors: [{ attribute: key, message: BLANK }] };
  const hasNul = (v: unknown) => typeof v === 'string' && v.includes('\0');
  const errors = Object.entries(payload)
    .filter(
      ([, v]) =>
        hasNul(v) ||
        (Array.isArray(v) && v.some((row) => isPlainObject(row) && Object.values(row).some(hasNul))),
    )
    .map(([attribute]) => ({ attribute, message: NUL_REFUSED }));
  return { payload, errors };
}

/** A path parameter as a string (Express gives strings; anything else is treated as no match). */
export const param = (req: Request, name: string): string => {
  const value = (req.params as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
};
