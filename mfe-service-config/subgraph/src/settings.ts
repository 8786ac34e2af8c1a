import { type DomainDeps } from '@switchyard/server-kit';
import {
  setting,
  settingKinds as kinds,
  type SettingsOf,
  type SettingsSpec,
} from '@switchyard/server-kit/settings';

/** The service-config domain's own settings (`serviceConfigDomain.settings`): its host checks them at start. */
export const serviceConfigSettingsSpec = {
  scriptRunRateLimit: setting('SCRIPT_RUN_RATE_LIMIT', kinds.wholeNumber({ min: 1, max: 100_000 }, 30), {
    default: '`30`',
    meaning: 'adapter script runs per user and minute (per process)',
  }),
  authTestRateLimit: setting('AUTH_TEST_RATE_LIMIT', kinds.wholeNumber({ min: 1, max: 100_000 }, 40), {
    default: '`40`',
    meaning: 'authentication test calls per user and minute (per process)',
  }),
  partnerServiceUrl: setting('PARTNER_SERVICE_URL', kinds.url(['http', 'https'], { base: true }), {
    default: '`http://127.0.0.1:8092`',
    meaning: 'the API URL prefix the seeded demo service `daybook` points at',
  }),
  partnerClientSecret: setting('PARTNER_CLIENT_SECRET', kinds.text(), {
    default: '`demo-client-secret`',
    meaning:
      "the OAuth client secret the seeded demo service `daybook` has at its partner (the sample partner's)",
    secret: true,
  }),
} satisfies SettingsSpec;

/** The values of the service-config domain's own settings. */
export type ServiceConfigSettings = SettingsOf<typeof serviceConfigSettingsSpec>;

/** The service-config domain's own settings, as its host checked them at start. */
export const serviceConfigSettings = (deps: DomainDeps): ServiceConfigSettings =>
  deps.settings.of(serviceConfigSettingsSpec);
