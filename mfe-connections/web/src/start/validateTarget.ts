import { csrfFetch } from '@switchyard/client';
import { startErrorMessage } from '@switchyard/connections-common/start';

/** The validation path's answer as the start screen needs it: fine, or the message to show. */
export type TargetCheck = { ok: true } | { ok: false; message: string };

/**
 * Asks the validation path whether `target` may be connected to from `owner`
 * (spec/connections.md#connection-start-screen). Its error data's code picks the message:
 * connection_exists gets the spec's own, anything else (another code, a failed request) 'An error
 * occurred'.
 */
export async function validateTarget(owner: string, target: string): Promise<TargetCheck> {
  const query = new URLSearchParams({ owner_module_name: owner, targeted_service_slug: target });
  try {
    const res = await csrfFetch(`/connections/validate?${query}`);
    if (res.ok) return { ok: true };
    const body = (await res.json().catch(() => null)) as { data?: { error?: unknown } } | null;
    const code = typeof body?.data?.error === 'string' ? body.data.error : null;
    return { ok: false, message: startErrorMessage(code) };
  } catch {
    return { ok: false, message: startErrorMessage(null) };
  }
}
