import { createRoot } from 'react-dom/client';
import { FlashHost } from '@switchyard/ui';
import { PartnerUpdateNotice } from '../notice/PartnerUpdateNotice';
import { SupportWidget } from '../support/SupportWidget';
import { DeveloperHeader } from './DeveloperHeader';
import { HeaderErrorBoundary } from './HeaderErrorBoundary';

/**
 * Renders the header (inside its error boundary), the partner update notice under it, the support
 * widget when the platform support entitlement is set (`support`: its address) and the page's flash
 * host into #sy-header.
 */
export function mountHeader(
  el: HTMLElement,
  viewer: { login: string; staff: boolean; reviewTeam: boolean },
  { support }: { support: string | null } = { support: null },
): void {
  createRoot(el).render(
    <>
      <HeaderErrorBoundary>
        <DeveloperHeader
          viewerLogin={viewer.login}
          reviewer={viewer.staff || viewer.reviewTeam}
          staff={viewer.staff}
        />
      </HeaderErrorBoundary>
      <PartnerUpdateNotice />
      {support && <SupportWidget email={support} />}
      <FlashHost />
    </>,
  );
}
