import type { Registry, RemoteState, TokenInfo, VersionInfo } from './registryTypes';

const stella = { kind: 'user', name: 'stella' } as const;
const build = { kind: 'build', name: 'platform build' } as const;
const orgCi = { kind: 'token', name: 'org-ci' } as const;

export function version(v: string, overrides: Partial<VersionInfo> = {}): VersionInfo {
  return {
    version: v,
    publishedAt: '2026-11-28T09:00:00.000Z',
    publishedBy: stella,
    files: 12,
    bytes: 84_210,
    failures: 0,
    baseUrl: null,
    ...overrides,
  };
}

const v3 = version('0.3.0-c3c3c3c3c3c3', {
  publishedAt: '2026-11-28T12:00:00.000Z',
  publishedBy: orgCi,
  failures: 3,
});
const v2 = version('0.2.0-b2b2b2b2b2b2', { publishedAt: '2026-11-28T11:00:00.000Z', publishedBy: orgCi });
const v1 = version('0.1.0-a1a1a1a1a1a1', {
  publishedAt: '2026-11-28T09:00:00.000Z',
  publishedBy: build,
  files: 3,
  bytes: 512,
});

/** org: 0.2.0 live (switched by stella), 0.3.0 the canary for 25 %, 0.1.0 the first build. */
export function orgRemote(overrides: Partial<RemoteState> = {}): RemoteState {
  return {
    name: 'org',
    routes: ['/organizations', '/invitations'],
    live: v2,
    canary: { version: v3, percent: 25 },
    versions: [v3, v2, v1],
    history: [
      {
        id: 5,
        at: '2026-11-28T12:05:00.000Z',
        action: 'canary',
        version: v3.version,
        from: v2.version,
        percent: 25,
        actor: orgCi,
      },
      {
        id: 4,
        at: '2026-11-28T12:00:00.000Z',
        action: 'publish',
        version: v3.version,
        from: null,
        percent: null,
        actor: orgCi,
      },
      {
        id: 3,
        at: '2026-11-28T11:30:00.000Z',
        action: 'switch',
        version: v2.version,
        from: v1.version,
        percent: null,
        actor: stella,
      },
      {
        id: 2,
        at: '2026-11-28T11:00:00.000Z',
        action: 'publish',
        version: v2.version,
        from: null,
        percent: null,
        actor: orgCi,
      },
      {
        id: 1,
        at: '2026-11-28T09:00:00.000Z',
        action: 'build',
        version: v1.version,
        from: null,
        percent: null,
        actor: build,
      },
    ],
    ...overrides,
  };
}

/** review: one build, live, no canary. */
export function reviewRemote(): RemoteState {
  const only = version('0.1.0-d4d4d4d4d4d4', { publishedBy: build });
  return {
    name: 'review',
    routes: ['/reviews'],
    live: only,
    canary: null,
    versions: [only],
    history: [
      {
        id: 6,
        at: only.publishedAt,
        action: 'build',
        version: only.version,
        from: null,
        percent: null,
        actor: build,
      },
    ],
  };
}

export function token(overrides: Partial<TokenInfo> = {}): TokenInfo {
  return {
    id: '7b0c5d8e-0000-4000-8000-000000000001',
    remote: 'org',
    name: 'org-ci',
    createdAt: '2026-11-27T10:00:00.000Z',
    createdBy: 'stella',
    lastUsedAt: '2026-11-28T12:00:00.000Z',
    revokedAt: null,
    ...overrides,
  };
}

export function registry(overrides: Partial<Registry> = {}): Registry {
  return { remotes: [orgRemote(), reviewRemote()], tokens: [token()], ...overrides };
}

export const VERSIONS = { v1: v1.version, v2: v2.version, v3: v3.version };
