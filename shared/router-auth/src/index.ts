export { SESSION_COOKIE, cookieValue } from './cookie';
export { CSRF_HEADER, CSRF_MESSAGE, SAFE_METHODS, csrfTokenMatches } from './csrf';
export { graphqlLimits, graphqlPolicyPlugins } from './graphqlPolicy';
export { inputGuardPlugin } from './inputGuardPlugin';
export { sessionLoader } from './loadSession';
export { graphqlErrorResponse, INTERNAL_ERROR_MESSAGE, mappingErrors, RouterError } from './errorMapping';
export {
  cachedMemberships,
  MEMBERSHIPS_RETRY_MS,
  MEMBERSHIPS_TTL_MS,
  type MembershipsAnswer,
  type MembershipsCache,
} from './membershipsCache';
export { MEMBERSHIPS_TIMEOUT_MS, membershipsOverHttp } from './membershipsOverHttp';
export { orgUnavailablePlugin } from './orgUnavailable';
export { RecentSessions, type LoadedSession } from './recentSessions';
export { routerAuth } from './routerAuth';
export { redisUrlSetting, routerSettings, routerSettingsSpec, type RouterSettings } from './settings';
export {
  CSRF_REFUSED_BODY,
  UNAUTHENTICATED_BODY,
  sessionAuthPlugin,
  type SessionAuthOptions,
} from './sessionAuthPlugin';
export {
  dbSessionStore,
  newToken,
  redisSessionStore,
  SESSION_TTL_SECONDS,
  type SessionData,
  type SessionStore,
} from './sessionStore';
export { findUserById, toViewer, type UserRow } from './users';
export {
  SUBGRAPH_TIMEOUT_MS,
  unavailableAsError,
  unavailableMessage,
  subgraphAvailabilityPlugin,
  fetchWithin,
} from './subgraphAvailability';
export {
  routerLogging,
  routerPrometheus,
  routerTelemetryPlugin,
  startRouterTracing,
} from './routerTelemetry';
