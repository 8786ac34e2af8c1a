import type { Readable } from 'node:stream';
import type { Actor } from '@switchyard/client/boot';

/** Sent at the commit of every change to remotes.releases (payload: the remote's name). */
export const REMOTES_CHANGED_CHANNEL = 'remotes_changed';

export type { Actor };
export type ActorKind = Actor['kind'];

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

export type {
  HistoryAction,
  HistoryEntry,
  RemoteState,
  TokenInfo,
  VersionInfo,
} from '@switchyard/client/boot';
