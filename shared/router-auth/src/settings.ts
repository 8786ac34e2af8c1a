import {
  hostSettingsSpec,
  parseSettings,
  platformSettingsSpec,
  setting,
  SettingError,
  settingKinds as kinds,
  type Env,
  type SettingsOf,
  type SettingsSpec,
} from '@switchyard/server-kit/settings';

/** REDIS_URL: where sessions (and the gateway's sign-in rate limit) live; read by the gateway and the router. */
export const redisUrlSetting = setting('REDIS_URL', kinds.url(['redis', 'rediss']), {
  default: '(none)',
  meaning: 'sessions and the sign-in rate limit in Redis instead of the database / memory',
  secret: true,
});

/** What the router's Switchyard plugin (and so the router, `router/`) reads: the gateway's own names. */
export const routerSettingsSpec = {
  sessionSecret: platformSettingsSpec.sessionSecret,
  databaseUrl: hostSettingsSpec.databaseUrl,
  databasePoolSize: hostSettingsSpec.databasePoolSize,
  redisUrl: redisUrlSetting,
  subgraphUrls: platformSettingsSpec.subgraphUrls,
  production: platformSettingsSpec.production,
  logLevel: hostSettingsSpec.logLevel,
  serviceName: hostSettingsSpec.serviceName,
  metricsToken: platformSettingsSpec.metricsToken,
  otlpEndpoint: hostSettingsSpec.otlpEndpoint,
} satisfies SettingsSpec;

export type RouterSettings = SettingsOf<typeof routerSettingsSpec> & {
  sessionSecret: string;
  databaseUrl: string;
};

/** The router's settings, checked at its start: a SettingError names every variable wrong or missing. */
export function routerSettings(env: Env): RouterSettings {
  const missing = ['SESSION_SECRET', 'DATABASE_URL', 'SUBGRAPH_ORG_URL']
    .filter((name) => !env[name]?.trim())
    .map((name) => `${name} must be set for the router's Switchyard plugin; it is not set.`);
  let parsed: SettingsOf<typeof routerSettingsSpec> | undefined;
  try {
    parsed = parseSettings(routerSettingsSpec, env);
  } catch (err) {
    if (!(err instanceof SettingError)) throw err;
    missing.push(...err.problems);
  }
  if (missing.length || !parsed) throw new SettingError(missing);
  return parsed as RouterSettings;
}
