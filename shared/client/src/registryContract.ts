// What the remote registry's staff API answers (gateway/src/remotes/README.md, issue 39): the gateway
// writes these shapes, the shell's registry page reads them.

export interface Actor {
  kind: 'user' | 'token' | 'build';
  /** A user's login, a deploy token's name, or 'platform build'. */
  name: string;
}

export interface VersionInfo {
  version: string;
  publishedAt: string;
  publishedBy: Actor;
  files: number;
  bytes: number;
  /** Users who could not load it (counted once per user). */
  failures: number;
  baseUrl: string | null;
}

export type HistoryAction = 'publish' | 'switch' | 'rollback' | 'canary' | 'promote' | 'abort' | 'build';

export interface HistoryEntry {
  id: number;
  at: string;
  action: HistoryAction;
  version: string;
  from: string | null;
  percent: number | null;
  actor: Actor;
}

/** One remote: its live version and canary, its versions and history (newest first, 50 each). */
export interface RemoteState {
  name: string;
  routes: string[];
  live: VersionInfo | null;
  canary: { version: VersionInfo; percent: number } | null;
  versions: VersionInfo[];
  history: HistoryEntry[];
}

export interface TokenInfo {
  id: string;
  remote: string;
  name: string;
  createdAt: string;
  createdBy: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface Registry {
  remotes: RemoteState[];
  tokens: TokenInfo[];
}
