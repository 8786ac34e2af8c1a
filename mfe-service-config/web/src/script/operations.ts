import { gql } from '@apollo/client';
import type { UserError } from '../serviceOperations';

/** An option of the run panel's Request endpoint (the server's Service.script_endpoints). */
export interface ScriptEndpointData {
  /** /{product}/v1/{triggers|queries|actions}/{module}[/field/{slug}] */
  endpoint: string;
  step_type: 'trigger' | 'query' | 'action';
  step_module_name: string;
  field_slug: string | null;
  /** The operations this endpoint takes, in the spec's order. */
  operations: string[];
}

export interface ScriptService {
  id: string;
  module_name: string;
  name: string;
  published: boolean;
  script: string | null;
  script_endpoints: ScriptEndpointData[];
}

export const SCRIPT_PAGE_QUERY = gql`
  query ScriptPage($module_name: String!) {
    service(module_name: $module_name) {
      id
      module_name
      name
      published
      script
      script_endpoints {
        endpoint
        step_type
        step_module_name
        field_slug
        operations
      }
    }
  }
`;

export interface ScriptPageData {
  service: ScriptService | null;
}

export const UPDATE_CHANNEL_SCRIPT_MUTATION = gql`
  mutation UpdateChannelScript($channel_module_name: String!, $script: String!) {
    updateChannelScript(channel_module_name: $channel_module_name, script: $script) {
      script
      errors {
        attribute
        message
      }
    }
  }
`;

export interface UpdateChannelScriptData {
  updateChannelScript: { script: string | null; errors: UserError[] };
}

export const RUN_STEP_TEST_MUTATION = gql`
  mutation RunStepTest(
    $channel_module_name: String!
    $step_module_name: String!
    $step_field_slug: String
    $operation: String!
    $step_body: JSON
    $step_type: String
  ) {
    runStepTest(
      channel_module_name: $channel_module_name
      step_module_name: $step_module_name
      step_field_slug: $step_field_slug
      operation: $operation
      step_body: $step_body
      step_type: $step_type
    ) {
      protocol_response
      errors {
        attribute
        message
      }
    }
  }
`;

export interface RunStepTestVariables {
  channel_module_name: string;
  step_module_name: string;
  step_field_slug: string | null;
  operation: string;
  step_body: Record<string, unknown>;
  step_type: string;
}

export interface RunStepTestData {
  runStepTest: { protocol_response: unknown; errors: UserError[] };
}

export const scriptPath = (moduleName: string) => `/services/${encodeURIComponent(moduleName)}/script`;
/** The service's transaction logs: the observability domain's page (its README says why a query string). */
export const logsPath = (moduleName: string) => `/logs?service=${encodeURIComponent(moduleName)}`;
