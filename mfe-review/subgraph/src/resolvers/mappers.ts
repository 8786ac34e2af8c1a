// What the resolvers return for each GraphQL type (codegen reads every `<Type>Mapper`; see codegen.ts).
/** A service is a reference here: review adds its review state by id. */
export interface ServiceMapper {
  id: string;
}
/** A base of the review page's diff (reviewData.ts); `diffs` is computed on demand. */
export type { ReviewBase as ReviewBaseMapper } from '../reviewData';
