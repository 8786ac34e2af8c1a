import { gql } from '@apollo/client';

/** What the endpoint test screen shows of the service before a run: its name and the latest result. */
export const ENDPOINT_TEST_SERVICE_QUERY = gql`
  query EndpointTestService($module_name: String!) {
    service(module_name: $module_name) {
      id
      module_name
      name
      last_endpoint_test {
        failed
        finished_at
        passing
        failed_count
      }
    }
  }
`;

export interface LastEndpointTest {
  failed: boolean;
  finished_at: string;
  passing: number;
  failed_count: number;
}

export interface EndpointTestServiceData {
  service: {
    id: string;
    module_name: string;
    name: string;
    last_endpoint_test: LastEndpointTest | null;
  } | null;
}
