import { linkClick } from '@switchyard/client';
import { Sidebar } from '@switchyard/ui';
import { organizationPath, type OrgView } from '../../orgRoute';
import { VIEW_LABELS } from './orgViews';

/** Selects the view; following a link pushes /organizations/{id}/{view} onto the history. */
export function OrgSidebar({ orgId, views, current }: { orgId: string; views: OrgView[]; current: OrgView }) {
  return (
    <div className="org-sidebar">
      <Sidebar
        label="Organization settings"
        items={views.map((view) => ({
          href: organizationPath(orgId, view),
          label: VIEW_LABELS[view],
          current: view === current,
        }))}
        onLinkClick={linkClick}
      />
    </div>
  );
}
