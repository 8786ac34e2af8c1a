import { useQuery } from '@apollo/client';
import { EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import { EndpointTestsPage } from './EndpointTestsPage';
import { ENDPOINT_TEST_SERVICE_QUERY, type EndpointTestServiceData } from './endpointTestOperations';

/** /services/{module_name}/endpoint_tests: the service first (unknown or not yours: not found), then the page. */
export function EndpointTestsScreen({ moduleName }: { moduleName: string }) {
  const { data, loading, error, refetch } = useQuery<EndpointTestServiceData>(ENDPOINT_TEST_SERVICE_QUERY, {
    variables: { module_name: moduleName },
  });
  const service = data?.service;
  if (service) {
    return (
      <EndpointTestsPage
        moduleName={service.module_name}
        serviceName={service.name}
        lastResult={service.last_endpoint_test}
      />
    );
  }
  if (loading) return <LoadingState label="Loading service…" />;
  if (error) {
    return (
      <ErrorState
        message="Could not load this service. Please try again."
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  return (
    <EmptyState title="Service not found">
      There is no service &ldquo;{moduleName}&rdquo; in your organizations. Pick one from the service menu in
      the header.
    </EmptyState>
  );
}
