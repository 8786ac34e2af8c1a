import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { readWorkspace } from '@switchyard/workspace';
import {
  buildSchema,
  Kind,
  parse,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FieldNode,
} from 'graphql';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { costLimitOptions, depthLimitOptions } from './graphqlPolicy';

/**
 * Every operation the web sends stays within the limits the routers apply (cost and depth), as
 * Apollo sends it (a __typename in every selection). A page whose one query is refused shows only
 * its error state; the type checks cannot see that, this test can.
 */
const root = join(__dirname, '..', '..', '..');
const schema = buildSchema(readFileSync(join(root, 'gateway', 'api-schema.graphql'), 'utf8'));

const graphqlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory())
      return e.name === 'node_modules' || e.name === 'gql' ? [] : graphqlFiles(join(dir, e.name));
    return e.name.endsWith('.graphql') ? [join(dir, e.name)] : [];
  });

const typename: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };
const asApolloSends = (doc: DocumentNode) =>
  visit(doc, {
    SelectionSet: (set, _key, parent) =>
      (parent as DefinitionNode | undefined)?.kind === Kind.OPERATION_DEFINITION
        ? undefined
        : { ...set, selections: [...set.selections, typename] },
  });

const sources = [
  join(root, 'shell', 'src'),
  ...readWorkspace(root)
    .packages.filter((p) => p.role === 'web')
    .map((p) => join(root, p.dir, 'src')),
];
const shared = graphqlFiles(join(root, 'shared', 'client', 'src', 'graphql'));
const operations = sources.flatMap((dir) => {
  const doc = asApolloSends(
    parse([...graphqlFiles(dir), ...shared].map((f) => readFileSync(f, 'utf8')).join('\n')),
  );
  const fragments = doc.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  return doc.definitions
    .filter((d) => d.kind === Kind.OPERATION_DEFINITION)
    .map((op) => ({
      name: `${dir.slice(root.length + 1)}: ${op.name?.value ?? 'anonymous'}`,
      doc: { ...doc, definitions: [op, ...fragments] } as DocumentNode,
    }));
});

it('finds the operations of the shell and every remote', () => {
  expect(operations.length).toBeGreaterThan(50);
  expect(operations.map((o) => o.name)).toContainEqual(expect.stringContaining('EditorConnection'));
});

it.each(operations.map((o) => [o.name, o.doc] as const))(
  '%s is within the cost and depth limits',
  (_name, doc) => {
    const refused: string[] = [];
    const onReject = [(_ctx: unknown, error: Error) => void refused.push(error.message)];
    const errors = validate(schema, doc, [
      costLimitRule({ ...costLimitOptions, propagateOnRejection: false, onReject }),
      maxDepthRule({ ...depthLimitOptions, propagateOnRejection: false, onReject }),
    ]);
    expect([...errors.map((e) => e.message), ...refused]).toEqual([]);
  },
);

it('still refuses a query bomb: the heaviest page query asked fifteen times over', () => {
  const editor = operations.find((o) => o.name.endsWith('EditorConnection'))!.doc;
  const fragments = editor.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  const aliases = Array.from({ length: 15 }, (_, i) => `a${i}: connection(id: "x") { ...EditorConnection }`);
  const bomb = parse(`{ ${aliases.join(' ')} }`);
  const refused: string[] = [];
  validate(schema, { ...bomb, definitions: [...bomb.definitions, ...fragments] }, [
    costLimitRule({
      ...costLimitOptions,
      propagateOnRejection: false,
      onReject: [(_ctx: unknown, error: Error) => void refused.push(error.message)],
    }),
  ]);
  expect(refused.join()).toMatch(/Cost limit/);
});
