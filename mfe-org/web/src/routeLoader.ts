import type { RouteLocation } from '@switchyard/client/remote';
import { preloadQuery } from '@switchyard/client/apollo';
import {
  InvitationPreviewDocument,
  MyOrganizationsDocument,
  OrganizationInvoicesDocument,
  OrganizationPageDocument,
  OutboxDocument,
} from './orgOperations';
import { matchOrgRoute } from './orgRoute';
import { OUTBOX_SIZE } from './pages/OutboxPage/OutboxPage';

/**
 * The org remote's route loader: each page's queries start as the route matches, before React renders
 * it. The Invoices view's own query goes with the organization's, not after it.
 */
export function loadOrgRoute({ pathname }: RouteLocation): void {
  const route = matchOrgRoute(pathname);
  switch (route.page) {
    case 'organization':
      preloadQuery(OrganizationPageDocument, { id: route.id });
      if (route.view === 'invoices') preloadQuery(OrganizationInvoicesDocument, { id: route.id });
      return;
    case 'invitation':
      return preloadQuery(InvitationPreviewDocument, { token: route.token });
    case 'organizations':
      return preloadQuery(MyOrganizationsDocument, {});
    case 'outbox':
      return preloadQuery(OutboxDocument, { first: OUTBOX_SIZE });
    case 'notFound':
      return;
  }
}
