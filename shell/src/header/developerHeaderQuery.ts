// The operation lives in developerHeader.graphql; codegen types it (pnpm codegen). The shell sends it
// as a plain string (no graphql-js in the shell's first load).
import type { DeveloperHeaderQuery } from '../gql/graphql';

export { DeveloperHeaderDocument } from '../gql/graphql';
export type DeveloperHeaderData = DeveloperHeaderQuery;
export type HeaderOrg = NonNullable<NonNullable<DeveloperHeaderQuery['me']>['organizations']>[number];
/** null: the services could not be loaded (their subgraph is unavailable); the rest of the header still shows. */
export type HeaderService = NonNullable<HeaderOrg['services']>[number];
