import { EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import type { ReactNode } from 'react';

/**
 * What a service's page shows until its service is there: loading, a failure with Retry, or not
 * found (an unknown service, or one of an organization the viewer is not in: the server says null).
 */
export function ServiceNotLoaded({
  moduleName,
  loading,
  error,
  refetch,
  loadingLabel = 'Loading service…',
  notFound,
}: {
  moduleName: string;
  loading: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
  loadingLabel?: string;
  /** Instead of the default "Service not found". */
  notFound?: ReactNode;
}) {
  if (loading) return <LoadingState label={loadingLabel} />;
  if (error) {
    return (
      <ErrorState
        message="Could not load this service. Please try again."
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  return (
    notFound ?? (
      <EmptyState title="Service not found">
        There is no service &ldquo;{moduleName}&rdquo; in your organizations. Pick one from the service menu
        in the header.
      </EmptyState>
    )
  );
}
