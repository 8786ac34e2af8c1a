// What the resolvers return for each GraphQL type, where it is not the API shape (codegen reads
// every `<Type>Mapper` here; see codegen.ts). The Organization resolvers complete a row.
import type { OrgRow } from '../data/organizations';

export type OrganizationMapper = OrgRow;
/** A user is a reference the identity subgraph completes; this one adds their organizations. */
export interface UserMapper {
  id: string;
}
