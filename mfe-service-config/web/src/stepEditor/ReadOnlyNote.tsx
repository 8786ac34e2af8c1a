import { PUBLISHED_READ_ONLY } from '../services/serviceGeneral';

/** What decides whether a service page is an editor or a read-only view. */
export interface ServiceAccess {
  published: boolean;
  viewer_is_member: boolean;
}

/**
 * Read-only: a published service (for everyone: its members clone it to change it), or a viewer
 * outside its organization (the review team and staff read any service, change none). Such a view
 * has no Save, no Add, no Delete, no pencil icons and no dragging; the server refuses the changes too.
 */
export const isReadOnly = (s: ServiceAccess) => s.published || !s.viewer_is_member;

export const NOT_A_MEMBER_READ_ONLY =
  'You are viewing this service. Only members of its organization can change it.';

/** Why the page only reads: the published guidance for members, else that it is another's service. */
export function readOnlyReason(s: ServiceAccess): string | null {
  if (!s.viewer_is_member) return NOT_A_MEMBER_READ_ONLY;
  return s.published ? PUBLISHED_READ_ONLY : null;
}

/** The note a read-only page shows at its top (nothing on an editable one). */
export function ReadOnlyNote({ service }: { service: ServiceAccess }) {
  const reason = readOnlyReason(service);
  if (!reason) return null;
  return (
    <div className="sc-note" role="note">
      <p>{reason}</p>
    </div>
  );
}
