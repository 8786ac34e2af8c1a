// The operations live in suggestion.graphql; codegen types them (pnpm codegen).
export { SendSuggestionDocument, UpdateSuggestionSubscriptionDocument } from '../gql/graphql';
