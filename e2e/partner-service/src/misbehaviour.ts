/** The ways the sample service can be told to break, so every failure path of the platform can be tested. */
export const MISBEHAVIOURS = [
  'wrong_order',
  'missing_meta',
  'too_few_items',
  'ignore_limit',
  'unauthorized',
  'server_errors',
  'status_unavailable',
  'slow',
  'expiring_refresh_tokens',
  'short_lived_access_tokens',
  'bad_options_shape',
  'skip_actions',
  'validation_always_valid',
  /** The service key is not checked: any key, or none, is accepted. */
  'accept_any_service_key',
  /** A trigger request without triggerFields is answered as if the fields were empty. */
  'lenient_trigger_fields',
  /** DELETE /triggers/{slug}/trigger_identity/{id} answers 404. */
  'no_trigger_identity_delete',
  /** Actions alone answer 500 (triggers and queries work): the platform's retries of a run. */
  'action_server_errors',
  /** Each webhook (by X-Request-ID) is answered 500 twice, then 200: the platform's retries. */
  'webhook_fail_twice',
  /** Every webhook is answered 500: the platform gives up after its last attempt. */
  'webhook_errors',
  /** Each trigger poll gives every item a new meta.id, as a service that makes ids per request does. */
  'fresh_ids',
] as const;

export type Misbehaviour = (typeof MISBEHAVIOURS)[number];

export const DEFAULT_DELAY_MS = 2000;
export const SHORT_ACCESS_TOKEN_TTL_SECONDS = 1;

export function isMisbehaviour(value: unknown): value is Misbehaviour {
  return typeof value === 'string' && (MISBEHAVIOURS as readonly string[]).includes(value);
}

/** Parses a list such as the `modes` of `POST /_control/mode` or `PARTNER_MODES=a,b`; throws on an unknown name. */
export function parseMisbehaviours(value: unknown): Misbehaviour[] {
  const list = typeof value === 'string' ? value.split(',').map((s) => s.trim()) : value;
  if (!Array.isArray(list)) throw new Error('modes must be a list of mode names');
  const modes: Misbehaviour[] = [];
  for (const item of list) {
    if (item === '') continue;
    if (!isMisbehaviour(item)) {
      throw new Error(`unknown mode ${JSON.stringify(item)}; known modes: ${MISBEHAVIOURS.join(', ')}`);
    }
    if (!modes.includes(item)) modes.push(item);
  }
  return modes;
}
