import { useLocation } from '@switchyard/client';
import { matchOrgRoute } from './orgRoute';
import { InvitationPage } from './pages/InvitationPage/InvitationPage';
import { NotFoundPage } from './pages/NotFoundPage/NotFoundPage';
import { OrganizationPage } from './pages/OrganizationPage/OrganizationPage';
import { OrganizationsPage } from './pages/OrganizationsPage/OrganizationsPage';
import { OutboxPage } from './pages/OutboxPage/OutboxPage';
import './org.css';

/** The org remote's pages, chosen from the current path. */
export function OrgRoutes() {
  const { pathname } = useLocation();
  const route = matchOrgRoute(pathname);
  switch (route.page) {
    case 'organization':
      return <OrganizationPage key={route.id} id={route.id} view={route.view} />;
    case 'invitation':
      return <InvitationPage key={route.token} token={route.token} />;
    case 'organizations':
      return <OrganizationsPage />;
    case 'outbox':
      return <OutboxPage />;
    case 'notFound':
      return <NotFoundPage />;
  }
}
