// The operation lives in developerHeader.graphql; codegen types it (pnpm codegen). The shell sends it
// as a plain string (no graphql-js in the shell's first load).
import type { DeveloperHeaderQuery } from '../gql/graphql';

export { DeveloperHeaderDocument } from '../gql/graphql';
export type DeveloperHeaderData = DeveloperHeaderQuery;
export type HeaderOrg = NonNullable<DeveloperHeaderQuery['me']>['organizations'][number];
export type HeaderService = HeaderOrg['services'][number];
