// What the identity resolvers return for each GraphQL type (codegen reads every `<Type>Mapper`).
import type { Viewer } from '@switchyard/server-kit';

export type UserMapper = Viewer;
