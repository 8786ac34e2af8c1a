import { createHash, randomUUID } from 'node:crypto';
import { connectApiError } from '@switchyard/connections-common/connectApi';
import { findSafeFetchError } from '@switchyard/server-kit';
import type { PartnerClient } from '@switchyard/server-kit/partner-client';
import type { ConnectStep } from './connectTarget';
import type { StoredAnswer } from './idempotency';

/** What the caller gets, and whether a repeat of its request id may get it again. */
export interface StepAnswer extends StoredAnswer {
  /** False when trying again may go otherwise (the partner failed, did not answer, or no user token). */
  keep: boolean;
}

const partnerError = (details: Record<string, unknown>, keep = false): StepAnswer => ({
  status: 502,
  body: connectApiError('partner_error', details),
  keep,
});

/** The partner's own error message (`errors[0].message`), capped. */
function messageOf(body: unknown, status: number): { message: string; skip?: true } {
  const e = (body as { errors?: { message?: unknown; status?: unknown }[] } | null)?.errors?.[0];
  const message =
    typeof e?.message === 'string' && e.message ? e.message.slice(0, 500) : `The service answered ${status}.`;
  return e?.status === 'SKIP' ? { message, skip: true } : { message };
}

/**
 * The partner's idempotency key for a caller's request id: the same on every repeat of it, and
 * distinct between services that happen to use the same ids.
 */
export function partnerRequestId(serviceId: string, requestId: string | undefined): string {
  if (!requestId) return randomUUID();
  const h = createHash('sha256').update(`${serviceId}\n${requestId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * One protocol call of the step's service for the user, through the partner client (the user's
 * token, refreshed once on a 401; the guarded fetch; a `connect_api` transaction log of the connection): the
 * partner's JSON as it answered, or partner_error with its status and message (never our secrets).
 */
export async function callStep(
  client: PartnerClient,
  step: ConnectStep,
  call: { userId: string; path: string; body: unknown; requestId: string; connectionId: string },
): Promise<StepAnswer> {
  let sent;
  try {
    sent = await client.send({
      serviceId: step.service.service_id,
      userId: call.userId,
      method: 'POST',
      path: call.path,
      body: call.body,
      type: 'connect_api',
      requestId: call.requestId,
      connectionId: call.connectionId,
    });
  } catch (err) {
    const refused = findSafeFetchError(err);
    if (!refused) throw err;
    return partnerError({ message: refused.message });
  }
  if (sent.kind === 'no_address') return partnerError({ message: 'The service has no API address.' });
  if (sent.kind === 'not_connected')
    return {
      status: 403,
      body: connectApiError(
        'connection_not_enabled',
        { service: step.service.module_name, reason: sent.lost.reason },
        `The user has not connected ${step.service.name}.`,
      ),
      keep: false,
    };
  const { res } = sent;
  let body: unknown = null;
  try {
    body = res.body.length ? res.json() : null;
  } catch {
    if (res.status >= 200 && res.status < 300)
      return partnerError({
        status: res.status,
        message: 'The service answered with something that is not JSON.',
      });
  }
  if (res.status >= 200 && res.status < 300) return { status: 200, body, keep: true };
  if (sent.lost) return partnerError({ status: res.status, message: sent.lost.message });
  // A refusal (400, 404, a SKIP) is the partner's last word on this request; 401, 429 and 5xx may pass.
  const final = res.status < 500 && res.status !== 429 && res.status !== 401;
  return partnerError({ status: res.status, ...messageOf(body, res.status) }, final);
}
