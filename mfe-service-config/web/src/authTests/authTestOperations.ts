// The operations live in authTestOperations.graphql; codegen types them (pnpm codegen).
export { AuthTestServiceDocument } from '../gql/graphql';
