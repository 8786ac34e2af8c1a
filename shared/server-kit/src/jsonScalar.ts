import { GraphQLScalarType, valueFromASTUntyped } from 'graphql';

/**
 * `scalar JSON`: any JSON value, passed through as it is (objects in variables or inline literals).
 * Values it serializes come from this domain and are JSON already (the sandbox returns nothing else).
 */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value: an object, a list, a string, a number, a boolean or null.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});
