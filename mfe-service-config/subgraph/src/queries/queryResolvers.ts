import { batchLoader, perRequest, type DomainDeps, type RequestContext } from '@switchyard/server-kit';
import { readableService } from '../access';
import {
  fieldsOfQueries,
  findQueryByModuleName,
  ingredientsOfQueries,
  queriesByIds,
  queriesOfServices,
  type IngredientRow,
  type QueryFieldRow,
  type QueryRow,
} from './queryStore';
import { type ServiceRow } from '../services/serviceStore';

/**
 * Reads of the queries area. A query is only reached through its service, which only its members,
 * the review team and staff read (as `service`), so the types below need no check of their own.
 * Lists load in one batched query per level of the request.
 */
export function queryAreaResolvers({ db }: DomainDeps) {
  const loaders = perRequest(() => ({
    queries: batchLoader((ids: string[]) => queriesOfServices(db, ids), [] as QueryRow[]),
    fields: batchLoader((ids: string[]) => fieldsOfQueries(db, ids), [] as QueryFieldRow[]),
    ingredients: batchLoader((ids: string[]) => ingredientsOfQueries(db, ids), [] as IngredientRow[]),
    query: batchLoader((ids: string[]) => queriesByIds(db, ids), null as QueryRow | null),
  }));

  const readable = (moduleName: string, ctx: RequestContext) => readableService(db, moduleName, ctx);

  return {
    Query: {
      /** The spec's name for a service in the queries area; null for those who may not read it, as for unknown ones. */
      channel: (_: unknown, a: { module_name: string }, ctx: RequestContext) => readable(a.module_name, ctx),
      async query(_: unknown, a: { channel_module_name: string; module_name: string }, ctx: RequestContext) {
        const service = await readable(a.channel_module_name, ctx);
        return service && findQueryByModuleName(db, service.id, a.module_name);
      },
    },
    Service: {
      queries: (s: ServiceRow, _: unknown, ctx: RequestContext) => loaders(ctx).queries(s.id),
    },
    ServiceQuery: {
      query_fields: (q: QueryRow, _: unknown, ctx: RequestContext) => loaders(ctx).fields(q.id),
      ingredients: (q: QueryRow, _: unknown, ctx: RequestContext) => loaders(ctx).ingredients(q.id),
    },
    Ingredient: {
      target_query: (i: IngredientRow, _: unknown, ctx: RequestContext) =>
        i.target_query_id ? loaders(ctx).query(i.target_query_id) : null,
    },
  };
}
