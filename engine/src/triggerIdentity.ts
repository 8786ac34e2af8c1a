import { createHash } from 'node:crypto';
import type { RunStep } from '@switchyard/events';

/** JSON with object keys sorted, so equal values give equal text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/**
 * The trigger identity (PROTOCOL.md) of a trigger with its field values for a user: applets that
 * share all three share one identity, and the partner sees one subscription.
 */
export function triggerIdentityOf(userId: string, trigger: RunStep): string {
  return createHash('sha1')
    .update(`${trigger.service_id}\n${trigger.module_name}\n${canonical(trigger.fields)}\n${userId}`)
    .digest('hex');
}
