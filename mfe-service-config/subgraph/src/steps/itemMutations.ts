import type { Db, DomainDeps, FieldError, RequestContext } from '@switchyard/server-kit';
import { TAKEN } from '@switchyard/service-config-common/rules/stepName';
import { writeToService } from '../queries/writeAccess';

/** Where an item sits: the service that owns it and the parent (service, query, step) it belongs to. */
export interface ItemScope {
  serviceId: string;
  parentId: string;
}

/**
 * One kind of item the step editor writes (a trigger, an action, a query, a query field, an
 * ingredient): what differs between them is data, and itemMutations gives each the same
 * create / update / delete with the same checks (see spec/service-config.md#7-calls).
 */
export interface ItemKind<Row extends { id: string }, Value, Input> {
  /** The payload's key for the written item (e.g. 'trigger'). */
  key: string;
  notFound: string;
  /** Where a taken name is reported (e.g. 'slug'). */
  takenAttribute: string;
  validate(input: Input): { value: Value; errors: FieldError[] };
  /** Checks beyond the input's own (e.g. a target query of the same service). */
  checks?(tx: Db, scope: ItemScope, value: Value): Promise<FieldError[]>;
  /** Whether the value's name is taken among the parent's items (this one excepted). */
  taken(tx: Db, parentId: string, value: Value, exceptId: string | null): Promise<boolean>;
  /** The item with its scope, by id; null when there is none. */
  find(tx: Db, id: string): Promise<{ scope: ItemScope; row: Row } | null>;
  insert(tx: Db, parentId: string, value: Value): Promise<Row>;
  update(tx: Db, id: string, value: Value): Promise<Row>;
  remove(tx: Db, id: string): Promise<void>;
  /** Writes to a parent that take turns (a step's fields) lock it first. */
  lockParent?(tx: Db, parentId: string): Promise<void>;
}

type Payload<Row> = { errors: FieldError[] } & Record<string, Row | null | FieldError[]>;

/** Create, update and delete of one kind of item, as GraphQL resolvers. */
export function itemMutations<Row extends { id: string }, Value, Input>(
  { db, events }: Pick<DomainDeps, 'db' | 'events'>,
  kind: ItemKind<Row, Value, Input>,
) {
  const refuse = (errors: FieldError[]) => ({ [kind.key]: null, errors }) as Payload<Row>;
  const written = (row: Row) => ({ [kind.key]: row, errors: [] }) as Payload<Row>;
  const found = async (tx: Db, id: string) => {
    const item = await kind.find(tx, id);
    return item && { serviceId: item.scope.serviceId, item };
  };

  async function check(tx: Db, input: Input, scope: ItemScope, exceptId: string | null) {
    const { value, errors } = kind.validate(input);
    if (!errors.length && kind.checks) errors.push(...(await kind.checks(tx, scope, value)));
    if (!errors.length && (await kind.taken(tx, scope.parentId, value, exceptId)))
      errors.push({ attribute: kind.takenAttribute, message: TAKEN });
    return { value, errors };
  }

  return {
    /** Creates the item under the parent `findParent` names (notFound: the parent's message). */
    create:
      <P>(findParent: (tx: Db, args: P) => Promise<ItemScope | null>, parentNotFound: string) =>
      (_: unknown, args: Input & P, ctx: RequestContext) =>
        writeToService({
          ctx,
          db,
          events,
          find: async (tx) => {
            const scope = await findParent(tx, args);
            return scope && { serviceId: scope.serviceId, item: scope };
          },
          notFoundMessage: parentNotFound,
          refuse,
          takenAttribute: kind.takenAttribute,
          async write(tx, scope) {
            await kind.lockParent?.(tx, scope.parentId);
            const { value, errors } = await check(tx, args, scope, null);
            return errors.length ? refuse(errors) : written(await kind.insert(tx, scope.parentId, value));
          },
        }),

    update: (_: unknown, args: Input & { id: string }, ctx: RequestContext) =>
      writeToService({
        ctx,
        db,
        events,
        find: (tx) => found(tx, args.id),
        notFoundMessage: kind.notFound,
        refuse,
        takenAttribute: kind.takenAttribute,
        async write(tx, { scope, row }) {
          const { value, errors } = await check(tx, args, scope, row.id);
          return errors.length ? refuse(errors) : written(await kind.update(tx, row.id, value));
        },
      }),

    remove: (_: unknown, args: { id: string }, ctx: RequestContext) =>
      writeToService({
        ctx,
        db,
        events,
        find: (tx) => found(tx, args.id),
        notFoundMessage: kind.notFound,
        refuse: (errors) => ({ errors }),
        async write(tx, { row }) {
          await kind.remove(tx, row.id);
          return { errors: [] as FieldError[] };
        },
      }),
  };
}
