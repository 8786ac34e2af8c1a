import { Button, flash } from '@switchyard/ui';
import { CACHE_CLEAN_FAILED, CACHE_CLEANED, CACHE_TARGETS } from '@switchyard/review-common/reviewPage';
import { useState } from 'react';
import { clearCache } from '../reviewRequests';

const LABELS: Record<(typeof CACHE_TARGETS)[number], string> = {
  organization_users: 'Organization users',
  my_organization: 'My organization',
  service_listing: 'Service listing',
};

/**
 * Staff's cache buttons (see spec/review-org-diagnostics.md#23-admin-panel,
 * spec/review-org-diagnostics.md#48-cache-clearing,
 * spec/review-org-diagnostics.md#71-review-and-publication): each clears one cache of the service's
 * organization.
 */
export function CacheButtons({ organizationId }: { organizationId: string }) {
  const [busy, setBusy] = useState<string | null>(null);

  async function clear(target: (typeof CACHE_TARGETS)[number]) {
    setBusy(target);
    const ok = await clearCache(target, organizationId).catch(() => false);
    setBusy(null);
    flash(ok ? CACHE_CLEANED : CACHE_CLEAN_FAILED, ok ? 'success' : 'error');
  }

  return (
    <>
      <h2>Caches</h2>
      <div className="rv-admin__actions">
        {CACHE_TARGETS.map((target) => (
          <Button key={target} disabled={busy !== null} onClick={() => void clear(target)}>
            Clear {LABELS[target].toLowerCase()} cache
          </Button>
        ))}
      </div>
    </>
  );
}
