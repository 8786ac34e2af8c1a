import type { ApolloClient } from '@switchyard/client/apollo';
import { csrfFetch } from '@switchyard/client';
import { RemoveUserDocument, type RemoveUserData } from '../../orgOperations';

/**
 * Removes a member: first clears the organization's user cache on the server (see
 * spec/review-org-diagnostics.md#48-cache-clearing,
 * spec/review-org-diagnostics.md#74-redirect-uris-and-organization-graphql), then calls removeUser. Throws
 * when either step fails, so nothing is reported as done half-way.
 */
export async function removeMember(client: ApolloClient<unknown>, organizationId: string, userId: string) {
  const res = await csrfFetch(`/organizations/${encodeURIComponent(organizationId)}/users_cache`, {
    method: 'DELETE',
  });
  if (!res.ok) throw new Error(`Clearing the organization's user cache failed with HTTP ${res.status}`);
  const { data } = await client.mutate<RemoveUserData>({
    mutation: RemoveUserDocument,
    variables: { organization_id: organizationId, user_id: userId },
    // Removing frees an invitation slot too: re-read the whole page (not awaited: the removal is done).
    refetchQueries: ['OrganizationPage'],
  });
  const payload = data?.removeUser;
  if (!payload || payload.errors.length > 0 || !payload.users) {
    throw new Error(payload?.errors.map((e) => e.message).join(' ') || 'removeUser returned no users');
  }
  return payload.users;
}
