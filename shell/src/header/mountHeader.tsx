import { createRoot } from 'react-dom/client';
import { FlashHost } from '@switchyard/ui';
import { DeveloperHeader } from './DeveloperHeader';
import { HeaderErrorBoundary } from './HeaderErrorBoundary';

/** Renders the header (inside its error boundary) and the page's flash host into #sy-header. */
export function mountHeader(
  el: HTMLElement,
  viewer: { login: string; staff: boolean; reviewTeam: boolean },
): void {
  createRoot(el).render(
    <>
      <HeaderErrorBoundary>
        <DeveloperHeader viewerLogin={viewer.login} reviewer={viewer.staff || viewer.reviewTeam} />
      </HeaderErrorBoundary>
      <FlashHost />
    </>,
  );
}
