import {
  buildSchema,
  GraphQLError,
  Kind,
  NoUnusedFragmentsRule,
  parse,
  specifiedRules,
  validate,
  type DefinitionNode,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';

// A remote's file holds the shared fragments too, which not every remote spreads; an operation is
// sent with the fragments it uses, so the rest are never seen by the server.
const rules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);

// The API schema changes only with a deploy of the platform: built once per SDL text.
const schemas = new Map<string, GraphQLSchema>();
const SCHEMAS_KEPT = 4;

export function schemaOf(sdl: string): GraphQLSchema {
  let schema = schemas.get(sdl);
  if (!schema) {
    schema = buildSchema(sdl);
    if (schemas.size >= SCHEMAS_KEPT) schemas.delete(schemas.keys().next().value!);
    schemas.set(sdl, schema);
  }
  return schema;
}

/** True when the text holds no definitions (only blanks and comments): a remote that sends nothing. */
const isEmptyDocument = (text: string) => text.split('\n').every((line) => /^\s*(#.*)?$/.test(line));

function nameOf(definition: DefinitionNode): string {
  if (definition.kind === Kind.OPERATION_DEFINITION)
    return `operation ${definition.name?.value ?? `(an anonymous ${definition.operation})`}`;
  if (definition.kind === Kind.FRAGMENT_DEFINITION) return `fragment ${definition.name.value}`;
  return `a ${definition.kind}`;
}

/** The operations or fragments the error points into, by the position of its nodes. */
function ownersOf(error: GraphQLError, document: DocumentNode): string[] {
  const names = (error.nodes ?? []).flatMap((node) => {
    const at = node.loc?.start;
    if (at === undefined) return [];
    const owner = document.definitions.find((d) => d.loc && d.loc.start <= at && at < d.loc.end);
    return owner ? [nameOf(owner)] : [];
  });
  return [...new Set(names)];
}

/**
 * Why the operations a remote sends do not validate against the API schema (empty when they do),
 * each reason naming its operation or fragment.
 */
export function operationsGate(operationsSdl: string, apiSchemaSdl: string): string[] {
  if (isEmptyDocument(operationsSdl)) return [];
  let document: DocumentNode;
  try {
    document = parse(operationsSdl);
  } catch (err) {
    return [`operations.graphql does not parse: ${(err as GraphQLError).message}`];
  }
  const reasons = validate(schemaOf(apiSchemaSdl), document, rules).map((error) => {
    const owners = ownersOf(error, document);
    return owners.length ? `${owners.join(', ')}: ${error.message}` : error.message;
  });
  return [...new Set(reasons)];
}
