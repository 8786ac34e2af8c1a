import { randomUUID } from 'node:crypto';
import {
  badRequest,
  contextOf,
  forbidden,
  handle,
  notFound,
  restErrorHandler,
  staffRequest,
  unauthenticated,
  type DomainDeps,
  type FieldError,
} from '@switchyard/server-kit';
import express, { type Request, type Response } from 'express';
import { listMembers, membershipsOf } from './data/members';
import {
  createOrganization,
  findOrganizationForMember,
  findOrganizationForReviewer,
} from './data/organizations';
import { isUuid } from './rules/ids';
import { checkOrganizationName } from './rules/organizationName';
import { orgServices, type OrgServices } from './services';

/** Every path the router below serves (the gateway dispatches these to this domain). */
/**
 * Staff's cache buttons on the review page (see spec/review-org-diagnostics.md#23-admin-panel,
 * spec/review-org-diagnostics.md#48-cache-clearing,
 * spec/review-org-diagnostics.md#71-review-and-publication).
 */
export const ORG_CACHE_PATHS = ['/admin/cache/organization_users', '/admin/cache/my_organization'];
export const orgRestPaths = [
  '/organizations',
  '/organizations/:id/users_cache',
  ...ORG_CACHE_PATHS,
  '/internal/memberships',
];

export function orgRouter(deps: DomainDeps, overrides: Partial<Omit<OrgServices, 'db'>> = {}) {
  const s = orgServices(deps, overrides);
  const router = express.Router();

  /** The header's '+ New Org' form: a free organization owned by the viewer. */
  router.post(
    '/organizations',
    handle(async (req, res) => {
      const viewer = contextOf(req).viewer;
      if (!viewer) return refuse(req, res, 401, 'You need to sign in first.', []);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const checked = checkOrganizationName(body.name);
      if (checked.error)
        return refuse(req, res, 400, 'The organization could not be created.', [checked.error]);
      const id = randomUUID();
      await createOrganization(s.db, {
        id,
        name: checked.name,
        tier: 'free',
        owner: { user_id: viewer.id, login: viewer.login, name: viewer.name, email: viewer.email },
        now: s.now(),
      });
      s.myOrganizationsCache.clear(viewer.id);
      res.redirect(303, `/organizations/${id}`);
    }),
  );

  /** Clears the cached user list of one organization (owner only), e.g. before removing a member. */
  router.delete(
    '/organizations/:id/users_cache',
    handle(async (req, res) => {
      const viewer = contextOf(req).viewer;
      if (!viewer) throw unauthenticated();
      const id = String(req.params.id);
      const org = isUuid(id) ? await findOrganizationForMember(s.db, id, viewer.id) : null;
      if (!org) throw notFound('Organization not found.');
      if (org.viewer_role !== 'owner') throw forbidden('Only the owner of the organization can do that.');
      s.usersCache.clear(org.id);
      res.status(204).end();
    }),
  );

  /** Staff clear an organization's cached user list, or its members' cached organization lists. */
  router.post(
    ORG_CACHE_PATHS,
    handle(async (req, res) => {
      const { id } = staffRequest(req, 'organization_id', 'Only staff can clear caches.');
      if (!(await findOrganizationForReviewer(s.db, id))) throw notFound('Organization not found.');
      if (req.path.endsWith('/organization_users')) s.usersCache.clear(id);
      else for (const m of await listMembers(s.db, id)) s.myOrganizationsCache.clear(m.user_id);
      res.json({ cleared: true });
    }),
  );

  /** The viewer's role per organization id, for a gateway talking to this subgraph over HTTP. */
  router.get(
    '/internal/memberships',
    handle(async (req, res) => {
      const viewer = contextOf(req).viewer;
      if (!viewer) throw unauthenticated();
      res.json(await membershipsOf(s.db, viewer.id));
    }),
  );

  router.use(restErrorHandler);
  return router;
}

/** JSON callers get the usual error body; a browser's form post gets a small page with a way back. */
function refuse(req: Request, res: Response, status: number, title: string, errors: FieldError[]) {
  if (req.accepts(['json', 'html']) !== 'html') {
    if (status === 400) throw badRequest(errors);
    throw unauthenticated();
  }
  const lines = errors.length ? errors.map((e) => e.message) : [title];
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
        `<body><h1>${escapeHtml(title)}</h1>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}` +
        `<p><a href="${escapeHtml(backLink(req))}">Go back</a></p></body></html>`,
    );
}

/** The page the form was on, as a same-origin path (the origin of the Referer is never trusted). */
function backLink(req: Request): string {
  try {
    const url = new URL(req.get('referer') ?? '/', 'http://local');
    const path = `${url.pathname}${url.search}`;
    return path.startsWith('//') ? '/' : path;
  } catch {
    return '/';
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
