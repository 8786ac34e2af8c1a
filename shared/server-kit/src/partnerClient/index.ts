// The partner client (issue 34): every call the platform makes to a partner goes through it.
export {
  createPartnerClient,
  type CallOutcome,
  type PartnerCall,
  type PartnerClient,
  type PartnerClientOptions,
  type PartnerFetch,
  type PartnerFetchOptions,
  type Sent,
  type TokenGrant,
} from './partnerClient';
export { partnerClientOf } from './wiring';
export {
  ConnectionLost,
  forgetPartnerSettings,
  lookUpPartnerSettings,
  lookUpServiceByKey,
  needsUserConnection,
  registerPartnerProviders,
  type KeyService,
  type LookupContext,
  type PartnerProviders,
  type PartnerSettings,
  type UserToken,
  type UserTokenAnswer,
  type UserTokenProvider,
} from './lookups';
export {
  DEFAULT_PRODUCT_SLUG,
  productHeaderPrefix,
  protocolHeaders,
  serviceKeyHeaderName,
  serviceKeyHeaders,
} from './protocol';
