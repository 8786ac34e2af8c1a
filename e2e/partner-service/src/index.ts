export { startPartnerService, demoServiceSettings } from './startPartnerService';
export type { PartnerService, DemoServiceSettings } from './startPartnerService';
export { MISBEHAVIOURS, type Misbehaviour } from './misbehaviour';
export {
  DEFAULTS,
  OAUTH_FLAVOURS,
  optionsFromEnv,
  platformRedirectUris,
  type OAuthFlavour,
  type PartnerServiceOptions,
} from './options';
export { PartnerState } from './state';
export { SAMPLES } from './catalog';
export { DEMO_USER, TEST_USER } from './sampleData';
export { s256Challenge } from './pkce';
