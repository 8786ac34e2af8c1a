import { createRemoteLifecycles } from '@switchyard/client/remote';
import { cachePolicies } from './cachePolicies';
import { loadOrgRoute } from './routeLoader';
import { OrgRoutes } from './routes';

function OrgPages() {
  return (
    <div className="org-remote">
      <OrgRoutes />
    </div>
  );
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'org',
  routes: OrgPages,
  cachePolicies,
  loadRoute: loadOrgRoute,
});
