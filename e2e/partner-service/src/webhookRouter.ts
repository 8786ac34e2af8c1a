/**
 * The webhooks the platform sends (PROTOCOL.md: `POST /{product}/v1/webhooks/{type}/{event}`, e.g.
 * `trigger_subscription/fired`), received as a partner should: the service key, then the signature
 * `X-{Product}-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(service key, "<t>.<raw body>")>` over
 * the exact bytes received, refused when older than 5 minutes. Each one is recorded.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import { productHeaderPrefix } from './options';
import { sendErrors, sentServiceKey } from './protocolAuth';
import type { PartnerState } from './state';

/** How old a signature's timestamp may be (either way: clocks drift). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** The signature a webhook's body gets with this key at this time. */
export function webhookSignature(key: string, rawBody: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${createHmac('sha256', key).update(`${unixSeconds}.${rawBody}`).digest('hex')}`;
}

/** Why a signature header does not prove the body, or null when it does. */
export function signatureProblem(
  header: string | undefined,
  key: string,
  rawBody: string,
  now = Date.now(),
): string | null {
  if (!header) return 'Missing signature.';
  const parts = Object.fromEntries(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return 'Malformed signature.';
  if (Math.abs(now / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return 'The signature is too old.';
  const expected = Buffer.from(webhookSignature(key, rawBody, t).split('v1=')[1], 'hex');
  if (!timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'))) return 'The signature does not match.';
  return null;
}

export function webhookRouter(state: PartnerState) {
  const router = express.Router();
  const product = state.options.product;
  const signatureHeader = `X-${productHeaderPrefix(product)}-Signature`;

  router.post(
    '/:type/:event',
    express.raw({ type: () => true, limit: '1mb' }),
    (req: Request, res: Response) => {
      const raw = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
      const params = req.params as Record<string, string>;
      const requestId = req.get('X-Request-ID') ?? null;
      const signature = req.get(signatureHeader) ?? null;
      const record = (status: number, verified: boolean, body: unknown, error?: string) =>
        state.recordWebhook({
          at: new Date().toISOString(),
          type: `${params.type}/${params.event}`,
          requestId,
          signature,
          verified,
          body,
          status,
          ...(error ? { error } : {}),
        });
      const refuse = (status: number, message: string, body: unknown = null) => {
        record(status, false, body, message);
        sendErrors(res, status, message);
      };

      const key = sentServiceKey(req, product);
      if (!state.has('accept_any_service_key') && !state.serviceKeys.has(key ?? ''))
        return refuse(401, 'Invalid or missing service key.');
      const problem = signatureProblem(signature ?? undefined, key ?? '', raw);
      if (problem) return refuse(401, problem);
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return refuse(400, 'The request body is not valid JSON.');
      }
      const attempt = (state.webhookAttempts.get(requestId ?? '') ?? 0) + 1;
      if (requestId) state.webhookAttempts.set(requestId, attempt);
      if (state.has('webhook_errors') || (state.has('webhook_fail_twice') && attempt <= 2)) {
        record(500, true, body, 'failing on purpose');
        return sendErrors(res, 500, `Something went wrong on our side (attempt ${attempt}).`);
      }
      record(200, true, body);
      res.json({ data: { received: true } });
    },
  );
  return router;
}
