export { SESSION_COOKIE, cookieValue } from './cookie';
export { CSRF_HEADER, CSRF_MESSAGE, SAFE_METHODS, csrfTokenMatches } from './csrf';
export { graphqlLimits, graphqlPolicyPlugins } from './graphqlPolicy';
export { inputGuardPlugin } from './inputGuardPlugin';
export { sessionLoader } from './loadSession';
export { cachedMemberships, MEMBERSHIPS_TTL_MS, type MembershipsCache } from './membershipsCache';
export { membershipsOverHttp } from './membershipsOverHttp';
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
  subgraphAvailabilityPlugin,
  fetchWithin,
} from './subgraphAvailability';
