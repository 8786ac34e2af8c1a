import { gql } from '@apollo/client';

/** What the authentication test screen needs of the service: its type decides the steps. */
export const AUTH_TEST_SERVICE_QUERY = gql`
  query AuthTestService($module_name: String!) {
    service(module_name: $module_name) {
      id
      module_name
      name
      authentication_type
    }
  }
`;

export interface AuthTestServiceData {
  service: { id: string; module_name: string; name: string; authentication_type: string } | null;
}
