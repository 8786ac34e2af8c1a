import { randomBytes } from 'node:crypto';
import { SHORT_ACCESS_TOKEN_TTL_SECONDS, type Misbehaviour } from './misbehaviour';
import type { OAuthFlavour, ResolvedOptions } from './options';
import { DEFAULTS } from './options';
import { DEMO_USER, USERS, seedUserData, type Entry, type PartnerUser, type UserData } from './sampleData';

export interface AccessTokenRecord {
  userId: string;
  kind: 'oauth' | 'api' | 'test';
  /** Unix ms; absent: never expires. */
  expiresAt?: number;
}

export interface RefreshTokenRecord {
  userId: string;
  clientId: string;
  flavour: OAuthFlavour;
  scope?: string;
  used: boolean;
}

export interface AuthCodeRecord {
  userId: string;
  clientId: string;
  redirectUri: string;
  flavour: OAuthFlavour;
  scope?: string;
  codeChallenge?: string;
  expiresAt: number;
  used: boolean;
}

export interface TriggerIdentityRecord {
  slug: string;
  userId: string;
  triggerFields: Record<string, unknown>;
  firstPolledAt: number;
  lastPolledAt: number;
  polls: number;
}

export interface RecordedRequest {
  at: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  status: number;
  testMode: boolean;
}

export interface ActionRun {
  at: string;
  slug: string;
  requestId: string;
  userId: string;
  fields: Record<string, unknown>;
  status: number;
}

/** A webhook the platform sent (POST /{product}/v1/webhooks/…), as received and answered. */
export interface ReceivedWebhook {
  at: string;
  /** e.g. `trigger_subscription/fired`. */
  type: string;
  requestId: string | null;
  /** The signature header as sent. */
  signature: string | null;
  /** Whether the service key and the signature checked out. */
  verified: boolean;
  body: unknown;
  status: number;
  /** Why it was refused, when it was. */
  error?: string;
}

/** A call of the platform's Connect API made through POST /_control/connect_api, with its answer. */
export interface ConnectApiCall {
  at: string;
  method: 'POST';
  url: string;
  requestId: string | null;
  body: unknown;
  status: number | null;
  answer: unknown;
  ms: number;
}

export interface TokenResponse {
  token_type: 'Bearer';
  access_token: string;
  refresh_token?: string;
  expires_in?: number;
  scope?: string;
}

const MAX_RECORDED_REQUESTS = 500;
const CODE_TTL_MS = 10 * 60 * 1000;

export const isRefreshFlavour = (f: OAuthFlavour) => f.endsWith('refresh_token');
export const isPkceFlavour = (f: OAuthFlavour) => f.startsWith('oauth_pkce');

export function randomToken(prefix: string) {
  return `${prefix}_${randomBytes(24).toString('base64url')}`;
}

/** Everything the running service knows; reachable as `service.state` for tests. */
export class PartnerState {
  readonly users = new Map<string, PartnerUser>(USERS.map((u) => [u.id, u]));
  data = new Map<string, UserData>();
  readonly accessTokens = new Map<string, AccessTokenRecord>();
  readonly refreshTokens = new Map<string, RefreshTokenRecord>();
  readonly codes = new Map<string, AuthCodeRecord>();
  triggerIdentities = new Map<string, TriggerIdentityRecord>();
  requests: RecordedRequest[] = [];
  /** Requests received and not yet answered. */
  readonly inFlight = new Set<{ method: string; path: string; requestId: string | null }>();
  /** Each action run, once per X-Request-ID (a repeated request gets the first answer again). */
  actionRuns: ActionRun[] = [];
  readonly actionAnswers = new Map<string, { status: number; body: unknown }>();
  /** Webhooks received from the platform, oldest first (at most 500). */
  webhooks: ReceivedWebhook[] = [];
  /** Attempts per webhook X-Request-ID (webhook_fail_twice). */
  readonly webhookAttempts = new Map<string, number>();
  /** Connect API calls made through the control API, oldest first (at most 500). */
  connectApiCalls: ConnectApiCall[] = [];
  /** The platform's origin (Connect API calls, realtime notifications); settable after start. */
  platformUrl: string | undefined;
  modes = new Set<Misbehaviour>();
  delayMs: number;
  /** The configured key and any added since (a partner accepts old and new while it rotates keys). */
  readonly serviceKeys: Set<string>;
  /** The client's registered redirect URIs: the configured ones and any registered since. */
  readonly redirectUris: string[];
  private idCounter = 1000;

  constructor(readonly options: ResolvedOptions) {
    this.delayMs = options.delayMs;
    this.platformUrl = options.platformUrl;
    this.serviceKeys = new Set([options.serviceKey]);
    this.redirectUris = [...options.redirectUris];
    this.setModes(options.modes);
    for (const token of [DEFAULTS.apiToken, ...options.apiTokens]) {
      this.accessTokens.set(token, { userId: DEMO_USER.id, kind: 'api' });
    }
    this.seed();
  }

  nextId(prefix: string) {
    this.idCounter += 1;
    return `${prefix}_${this.idCounter}`;
  }

  seed() {
    const now = Math.floor(Date.now() / 1000);
    this.data = new Map(USERS.map((u) => [u.id, seedUserData(now, (p) => this.nextId(p))]));
  }

  dataOf(userId: string): UserData {
    const data = this.data.get(userId);
    if (!data) throw new Error(`no data for ${userId}`);
    return data;
  }

  /** A journal entry written now by a user (the control API's /entries). */
  addEntry(userId: string, e: { title: string; body: string; mood: string }): Entry {
    const entry: Entry = { id: this.nextId('en'), ...e, createdAt: Math.floor(Date.now() / 1000) };
    this.dataOf(userId).entries.push(entry);
    return entry;
  }

  /** Remembers an action's answer by its request id (at most 10,000, oldest forgotten first). */
  rememberAction(run: ActionRun, body: unknown) {
    this.actionRuns.push(run);
    if (this.actionRuns.length > MAX_RECORDED_REQUESTS * 20) this.actionRuns.shift();
    this.actionAnswers.set(run.requestId, { status: run.status, body });
    if (this.actionAnswers.size > 10_000) this.actionAnswers.delete(this.actionAnswers.keys().next().value!);
  }

  setModes(modes: Iterable<Misbehaviour>, delayMs?: number) {
    this.modes = new Set(modes);
    if (delayMs !== undefined) this.delayMs = delayMs;
  }

  has(mode: Misbehaviour) {
    return this.modes.has(mode);
  }

  /** Modes off, data back to the seed, trigger identities and the request log emptied. Tokens stay valid. */
  reset() {
    this.setModes([], this.options.delayMs);
    this.triggerIdentities = new Map();
    this.requests = [];
    this.actionRuns = [];
    this.actionAnswers.clear();
    this.webhooks = [];
    this.webhookAttempts.clear();
    this.connectApiCalls = [];
    this.seed();
  }

  recordWebhook(w: ReceivedWebhook) {
    this.webhooks.push(w);
    if (this.webhooks.length > MAX_RECORDED_REQUESTS) this.webhooks.shift();
  }

  recordConnectApiCall(c: ConnectApiCall) {
    this.connectApiCalls.push(c);
    if (this.connectApiCalls.length > MAX_RECORDED_REQUESTS) this.connectApiCalls.shift();
  }

  record(request: RecordedRequest) {
    this.requests.push(request);
    if (this.requests.length > MAX_RECORDED_REQUESTS)
      this.requests.splice(0, this.requests.length - MAX_RECORDED_REQUESTS);
  }

  /** The user a bearer token stands for, or undefined when it is unknown or expired. */
  userForToken(token: string): PartnerUser | undefined {
    const record = this.accessTokens.get(token);
    if (!record) return undefined;
    if (record.expiresAt !== undefined && record.expiresAt <= Date.now()) return undefined;
    return this.users.get(record.userId);
  }

  issueApiToken(userId: string = DEMO_USER.id): string {
    if (!this.users.has(userId)) throw new Error(`unknown user ${userId}`);
    const token = randomToken('api');
    this.accessTokens.set(token, { userId, kind: 'api' });
    return token;
  }

  issueTestToken(userId: string): string {
    const token = randomToken('test');
    this.accessTokens.set(token, { userId, kind: 'test' });
    return token;
  }

  issueCode(record: Omit<AuthCodeRecord, 'expiresAt' | 'used'>): string {
    const code = randomToken('code');
    this.codes.set(code, { ...record, expiresAt: Date.now() + CODE_TTL_MS, used: false });
    return code;
  }

  /** Tokens as the token endpoint answers them: the refresh flavours expire and refresh, the others never expire. */
  issueTokens(userId: string, clientId: string, flavour: OAuthFlavour, scope?: string): TokenResponse {
    const accessToken = randomToken('at');
    const response: TokenResponse = { token_type: 'Bearer', access_token: accessToken };
    if (!isRefreshFlavour(flavour)) {
      this.accessTokens.set(accessToken, { userId, kind: 'oauth' });
    } else {
      const ttl = this.has('short_lived_access_tokens')
        ? SHORT_ACCESS_TOKEN_TTL_SECONDS
        : this.options.accessTokenTtlSeconds;
      this.accessTokens.set(accessToken, { userId, kind: 'oauth', expiresAt: Date.now() + ttl * 1000 });
      const refreshToken = randomToken('rt');
      this.refreshTokens.set(refreshToken, { userId, clientId, flavour, scope, used: false });
      response.refresh_token = refreshToken;
      response.expires_in = ttl;
    }
    if (scope) response.scope = scope;
    return response;
  }
}
