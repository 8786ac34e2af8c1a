import { useLocation } from '@switchyard/client';
import type { RouteLocation } from '@switchyard/client/remote';
import { EmptyState } from '@switchyard/ui';

/** The route loader: each page's queries start as its route matches (filled in with the pages). */
export function loadConnectionsRoute(_location: RouteLocation): void {}

/** The remote's pages under /connections (see the domain README for the routes). */
export function ConnectionsRoutes() {
  useLocation();
  return <EmptyState title="Page not found">There is nothing at this address.</EmptyState>;
}
