// The operations live in operations.graphql; codegen types them (pnpm codegen).
export { RunStepTestDocument, ScriptPageDocument, UpdateChannelScriptDocument } from '../gql/graphql';
import type { ScriptPageQuery } from '../gql/graphql';

export type ScriptService = NonNullable<ScriptPageQuery['service']>;

export const scriptPath = (moduleName: string) => `/services/${encodeURIComponent(moduleName)}/script`;
/** The service's transaction logs: the observability domain's page (its README says why a query string). */
export const logsPath = (moduleName: string) => `/logs?service=${encodeURIComponent(moduleName)}`;
