import { restJson } from '@switchyard/client';
import type { LoadFailureReport } from './canaryFallback';

/** POST /remote-load-failures (session and CSRF token): the registry counts it once per user and version. */
export async function reportLoadFailure(failure: LoadFailureReport): Promise<void> {
  await restJson<null>('/remote-load-failures', { method: 'POST', json: failure, keepalive: true });
}
