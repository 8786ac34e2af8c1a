// What the resolvers return for each GraphQL type (codegen reads every `<Type>Mapper`; see codegen.ts).
/** A service is a reference here: review adds its review state by id. */
export interface ServiceMapper {
  id: string;
}
/** A base of the review page's diff (reviewData.ts); `diffs` is computed on demand. */
export type { ReviewBase as ReviewBaseMapper } from '../reviewData';
/** A row of the reviewers' queue; its reviewers are read on demand, for every row at once. */
export interface ReviewQueueItemMapper {
  service: ServiceMapper;
  module_name: string;
  submitted_at: string;
}
