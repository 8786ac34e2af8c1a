import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { EndpointTestsPage } from './EndpointTestsPage';
import { EndpointTestServiceDocument } from './endpointTestOperations';
import { ServiceNotLoaded } from '../services/ServiceNotLoaded';

/** /services/{module_name}/endpoint_tests: the service first (unknown or not yours: not found), then the page. */
export function EndpointTestsScreen({ moduleName }: { moduleName: string }) {
  const { data, loading, error, refetch } = useQuery(EndpointTestServiceDocument, {
    variables: { module_name: moduleName },
    fetchPolicy: ROUTE_LOADED,
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
  return <ServiceNotLoaded moduleName={moduleName} loading={loading} error={error} refetch={refetch} />;
}
