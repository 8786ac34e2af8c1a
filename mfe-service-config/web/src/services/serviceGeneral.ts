// The general fields' rules and lists, from the subgraph's pure rules module (no server code in it).
export {
  AUTHENTICATION_TYPES,
  authenticationFields,
  parseSearchTerms,
  SERVICE_CATEGORIES,
  type AuthenticationField,
  type AuthenticationType,
} from '@switchyard/service-config-common/rules/serviceGeneral';
export { PUBLISHED_READ_ONLY } from '@switchyard/service-config-common/rules/publishedReadOnly';
