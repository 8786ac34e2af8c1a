// What the resolvers return for each GraphQL type, where it is not the API shape (codegen reads
// every `<Type>Mapper` here; see codegen.ts).
export type { TransactionLog as TransactionLogMapper } from '../transactions/transactionStore';
