export { safeFetch, SAFE_FETCH_DEFAULTS } from './safeFetch';
export type {
  SafeFetchCall,
  SafeFetchHeaders,
  SafeFetchInit,
  SafeFetchOptions,
  SafeFetchResponse,
} from './safeFetch';
export { findSafeFetchError, SafeFetchError, type SafeFetchErrorCode } from './safeFetchError';
export { AllowList, addressRefusal } from './addressPolicy';
export { systemResolver, type ResolvedAddress, type Resolver } from './guardedAgent';
