/** The views of the organization page, in sidebar order; the first is the default. */
export const ORG_VIEWS = ['details', 'team', 'invoices'] as const;
export type OrgView = (typeof ORG_VIEWS)[number];

export type OrgRoute =
  | { page: 'organization'; id: string; view: OrgView }
  | { page: 'invitation'; token: string }
  | { page: 'organizations' }
  | { page: 'outbox' }
  | { page: 'notFound' };

/** The sidebar pushes the lowercase view name, so every view (details too) has its own path. */
export const organizationPath = (id: string, view?: OrgView) =>
  view ? `/organizations/${id}/${view}` : `/organizations/${id}`;

const isView = (v: string): v is OrgView => (ORG_VIEWS as readonly string[]).includes(v);

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Which page of this remote a pathname shows. */
export function matchOrgRoute(pathname: string): OrgRoute {
  const parts = pathname.split('/').filter(Boolean);
  const [root, second, third, ...rest] = parts;
  if (rest.length > 0) return { page: 'notFound' };

  if (root === 'organizations' && second) {
    const id = decode(second);
    const view = (third ?? 'details').toLowerCase();
    if (id && isView(view)) return { page: 'organization', id, view };
  }
  if (root === 'invitations' && second && !third) {
    const token = decode(second);
    if (token) return { page: 'invitation', token };
  }
  if (root === 'organizations' && !second) return { page: 'organizations' };
  if (root === 'outbox' && !second) return { page: 'outbox' };
  return { page: 'notFound' };
}
