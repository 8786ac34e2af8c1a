import { ORG_VIEWS, type OrgView } from '../../orgRoute';

export const VIEW_LABELS: Record<OrgView, string> = {
  details: 'Details',
  team: 'Team',
  invoices: 'Invoices',
};

/** Invoices appear only for tiers that have them, and only to the owner. */
export function visibleViews(org: { has_invoices: boolean; viewer_is_owner: boolean }): OrgView[] {
  return ORG_VIEWS.filter((v) => v !== 'invoices' || (org.has_invoices && org.viewer_is_owner));
}
