import type { Readable } from 'node:stream';

/** Sent at the commit of every change to remotes.releases (payload: the remote's name). */
export const REMOTES_CHANGED_CHANNEL = 'remotes_changed';

export type ActorKind = 'user' | 'token' | 'build';
/** Who did something: a user's login, a deploy token's name, or 'platform build'. */
export interface Actor {
  kind: ActorKind;
  name: string;
}

/** The parts of a Module Federation manifest (mf-manifest.json) the registry reads. */
export interface FederationManifest {
  name?: string;
  metaData?: {
    buildInfo?: { buildVersion?: string; buildName?: string };
    remoteEntry?: { name?: string; path?: string };
  };
  shared?: { name: string; version?: string; singleton?: boolean; requiredVersion?: string | false }[];
  exposes?: { assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** A remote's built switchyard.json: its name, routes and pages (pathname pattern → files). */
export interface BuiltRemote {
  remote: string;
  routes: string[];
  pages?: { pattern: string; chunk: string; files: string[] }[];
}

/** A published version as the registry keeps it (remotes.versions). */
export interface PublishedVersion {
  remote: string;
  version: string;
  manifest: FederationManifest;
  built: BuiltRemote;
  operations: string;
  files: { path: string; bytes: number }[];
  bytes: number;
  /** Where browsers fetch its files (ending in '/'): null = `/remotes/<remote>/<version>/` here. */
  baseUrl: string | null;
  publishedAt: string;
  publishedBy: Actor;
}

/** What a remote serves now. */
export interface Release {
  remote: string;
  live: PublishedVersion;
  canary: { version: PublishedVersion; percent: number } | null;
}

/** Where versions' files are kept: keys are `<remote>/<version>/<path>` (plus `.br` / `.gz`). */
export interface AssetStore {
  kind: 'disk' | 's3';
  put(key: string, body: Buffer): Promise<void>;
  /** The file, or null when the store has no such key. */
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  has(key: string): Promise<boolean>;
  /** Disk only: the folder keys are relative to (the gateway serves it with express-static-gzip). */
  dir?: string;
}

/** What the publish gates read: the uploaded raw files by path. */
export interface Bundle {
  remote: string;
  files: Map<string, Buffer>;
}

/** A version as the registry page and the API show it. */
export interface VersionInfo {
  version: string;
  publishedAt: string;
  publishedBy: Actor;
  files: number;
  bytes: number;
  /** Users it failed to load for (the shell fell back to the live version). */
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

/** A remote in the registry: what it serves, its versions and its history (newest first, 50 each). */
export interface RemoteState {
  name: string;
  routes: string[];
  live: VersionInfo | null;
  canary: { version: VersionInfo; percent: number } | null;
  versions: VersionInfo[];
  history: HistoryEntry[];
}

/** A deploy token as listed (never its secret). */
export interface TokenInfo {
  id: string;
  remote: string;
  name: string;
  createdAt: string;
  createdBy: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}
