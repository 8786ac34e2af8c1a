import { HttpError, notify, unprocessable, type Db } from '@switchyard/server-kit';
import {
  REMOTES_CHANGED_CHANNEL,
  type Actor,
  type ActorKind,
  type BuiltRemote,
  type FederationManifest,
  type HistoryAction,
  type HistoryEntry,
  type PublishedVersion,
  type Release,
  type RemoteState,
  type VersionInfo,
} from './types';

/** How many versions and history entries a RemoteState lists (newest first). */
export const STATE_LIMIT = 50;

interface VersionRow {
  remote: string;
  version: string;
  manifest: FederationManifest;
  built: BuiltRemote;
  operations: string;
  files: { path: string; bytes: number }[];
  bytes: number;
  base_url: string | null;
  published_at: Date | string;
  published_by_kind: ActorKind;
  published_by: string;
}

const iso = (at: Date | string) => new Date(at).toISOString();

const VERSION_COLUMNS = `remote, version, manifest, built, operations, files, bytes::float8 AS bytes, base_url,
  published_at, published_by_kind, published_by`;

function publishedVersion(r: VersionRow): PublishedVersion {
  return {
    remote: r.remote,
    version: r.version,
    manifest: r.manifest,
    built: r.built,
    operations: r.operations,
    files: r.files,
    bytes: Number(r.bytes),
    baseUrl: r.base_url,
    publishedAt: iso(r.published_at),
    publishedBy: { kind: r.published_by_kind, name: r.published_by },
  };
}

/** Every remote's live version and canary, with what the serving side needs of each. */
export async function readReleases(db: Db): Promise<Release[]> {
  const releases = await db.query<{
    remote: string;
    live: string;
    canary: string | null;
    canary_percent: number | null;
  }>('SELECT remote, live, canary, canary_percent FROM remotes.releases ORDER BY remote');
  if (!releases.rows.length) return [];
  const versions = await db.query<VersionRow>(
    `SELECT ${VERSION_COLUMNS} FROM remotes.versions v
      WHERE EXISTS (SELECT 1 FROM remotes.releases r
                     WHERE r.remote = v.remote AND v.version IN (r.live, r.canary))`,
  );
  const byKey = new Map(versions.rows.map((r) => [`${r.remote}/${r.version}`, publishedVersion(r)]));
  return releases.rows.map((r) => ({
    remote: r.remote,
    live: byKey.get(`${r.remote}/${r.live}`)!,
    canary: r.canary ? { version: byKey.get(`${r.remote}/${r.canary}`)!, percent: r.canary_percent! } : null,
  }));
}

/** The registry's generation: the newest history id (0 when nothing happened yet). */
export async function registryGeneration(db: Db): Promise<number> {
  const r = await db.query<{ id: number }>('SELECT coalesce(max(id), 0)::float8 AS id FROM remotes.history');
  return Number(r.rows[0]!.id);
}

/** A published version in full, or null. */
export async function findVersion(db: Db, remote: string, version: string): Promise<PublishedVersion | null> {
  const r = await db.query<VersionRow>(
    `SELECT ${VERSION_COLUMNS} FROM remotes.versions WHERE remote = $1 AND version = $2`,
    [remote, version],
  );
  return r.rows[0] ? publishedVersion(r.rows[0]) : null;
}

interface InfoRow {
  version: string;
  published_at: Date | string;
  published_by_kind: ActorKind;
  published_by: string;
  file_count: number;
  bytes: number;
  base_url: string | null;
  failures: number;
}

const versionInfo = (r: InfoRow): VersionInfo => ({
  version: r.version,
  publishedAt: iso(r.published_at),
  publishedBy: { kind: r.published_by_kind, name: r.published_by },
  files: Number(r.file_count),
  bytes: Number(r.bytes),
  failures: Number(r.failures),
  baseUrl: r.base_url,
});

const INFO_SELECT = `SELECT v.version, v.published_at, v.published_by_kind, v.published_by,
    jsonb_array_length(v.files) AS file_count, v.bytes::float8 AS bytes, v.base_url,
    (SELECT count(*)::int FROM remotes.load_failures f
      WHERE f.remote = v.remote AND f.version = v.version) AS failures
  FROM remotes.versions v`;

/**
 * One remote's state: live, canary, its newest versions and history. `routes` are the live build's,
 * or `fallbackRoutes` (the workspace's) while nothing is live.
 */
export async function remoteState(db: Db, name: string, fallbackRoutes: string[] = []): Promise<RemoteState> {
  const [release, versions, history] = await Promise.all([
    db.query<{ live: string; canary: string | null; canary_percent: number | null; routes: string[] }>(
      `SELECT r.live, r.canary, r.canary_percent, v.built->'routes' AS routes
         FROM remotes.releases r JOIN remotes.versions v ON v.remote = r.remote AND v.version = r.live
        WHERE r.remote = $1`,
      [name],
    ),
    db.query<InfoRow>(
      `${INFO_SELECT} WHERE v.remote = $1 ORDER BY v.published_at DESC, v.version DESC LIMIT ${STATE_LIMIT}`,
      [name],
    ),
    db.query<HistoryRow>(
      `SELECT ${HISTORY_COLUMNS} FROM remotes.history WHERE remote = $1 ORDER BY id DESC LIMIT ${STATE_LIMIT}`,
      [name],
    ),
  ]);
  const rel = release.rows[0];
  const listed = versions.rows.map(versionInfo);
  // The live and canary versions may be older than the newest 50.
  const info = async (version: string) =>
    listed.find((v) => v.version === version) ??
    versionInfo(
      (await db.query<InfoRow>(`${INFO_SELECT} WHERE v.remote = $1 AND v.version = $2`, [name, version]))
        .rows[0]!,
    );
  return {
    name,
    routes: Array.isArray(rel?.routes) ? rel.routes : fallbackRoutes,
    live: rel ? await info(rel.live) : null,
    canary: rel?.canary ? { version: await info(rel.canary), percent: rel.canary_percent! } : null,
    versions: listed,
    history: history.rows.map(historyEntry),
  };
}

/**
 * Every remote the workspace knows (`known`, with its routes) and every remote with a published
 * version, by name.
 */
export async function allRemoteStates(
  db: Db,
  known: { name: string; routes: string[] }[] = [],
): Promise<RemoteState[]> {
  const published = await db.query<{ remote: string }>('SELECT DISTINCT remote FROM remotes.versions');
  const names = new Set([...known.map((k) => k.name), ...published.rows.map((r) => r.remote)]);
  const routes = new Map(known.map((k) => [k.name, k.routes]));
  return Promise.all([...names].sort().map((n) => remoteState(db, n, routes.get(n) ?? [])));
}

interface HistoryRow {
  id: number;
  at: Date | string;
  action: HistoryAction;
  version: string;
  from_version: string | null;
  percent: number | null;
  actor_kind: ActorKind;
  actor: string;
}

const HISTORY_COLUMNS = 'id::float8 AS id, at, action, version, from_version, percent, actor_kind, actor';

const historyEntry = (r: HistoryRow): HistoryEntry => ({
  id: Number(r.id),
  at: iso(r.at),
  action: r.action,
  version: r.version,
  from: r.from_version,
  percent: r.percent,
  actor: { kind: r.actor_kind, name: r.actor },
});

/** Appends a history row (inside the caller's transaction). */
export async function recordHistory(
  tx: Db,
  entry: {
    remote: string;
    action: HistoryAction;
    version: string;
    from?: string | null;
    percent?: number | null;
    actor: Actor;
  },
) {
  await tx.query(
    `INSERT INTO remotes.history (remote, action, version, from_version, percent, actor_kind, actor)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.remote,
      entry.action,
      entry.version,
      entry.from ?? null,
      entry.percent ?? null,
      entry.actor.kind,
      entry.actor.name,
    ],
  );
}

interface LockedRelease {
  live: string;
  canary: string | null;
  canary_percent: number | null;
}

type RecordChange = (entry: Omit<Parameters<typeof recordHistory>[1], 'remote'>) => Promise<void>;

/**
 * Runs `change` in one transaction holding the remote's release lock; each change it makes is
 * recorded in the history with `record`, and then announced on REMOTES_CHANGED_CHANNEL (sent at
 * commit). The advisory lock serialises changes to a remote with no release row yet, which a row lock
 * cannot.
 */
async function changeRelease<T>(
  db: Db,
  remote: string,
  change: (tx: Db, release: LockedRelease | null, record: RecordChange) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('remotes.releases:' || $1, 0))", [remote]);
    const r = await tx.query<LockedRelease>(
      'SELECT live, canary, canary_percent FROM remotes.releases WHERE remote = $1 FOR UPDATE',
      [remote],
    );
    let changed = false;
    const out = await change(tx, r.rows[0] ?? null, async (entry) => {
      await recordHistory(tx, { ...entry, remote });
      changed = true;
    });
    if (changed) await notify(tx, REMOTES_CHANGED_CHANNEL, remote);
    return out;
  });
}

async function publishedAt(tx: Db, remote: string, version: string): Promise<Date | null> {
  const r = await tx.query<{ published_at: Date | string }>(
    'SELECT published_at FROM remotes.versions WHERE remote = $1 AND version = $2',
    [remote, version],
  );
  return r.rows[0] ? new Date(r.rows[0].published_at) : null;
}

const notPublished = (remote: string, version: string) =>
  unprocessable(`${JSON.stringify(version)} is not a published version of ${remote}.`, 'version');

/**
 * Makes `version` live: history `switch`, or `rollback` when it was published before the live one; a
 * canary of that same version ends. The live version again changes nothing.
 */
export async function switchLive(db: Db, remote: string, version: string, actor: Actor): Promise<void> {
  await changeRelease(db, remote, (tx, release, record) =>
    makeLive(tx, record, remote, version, actor, release, 'switch'),
  );
}

/**
 * The platform's own build of a remote goes live (history `build`) when the remote has no release or
 * its live version was put there by a build (nobody deployed or switched since). Whether it did.
 */
export async function adoptBuild(db: Db, remote: string, version: string, actor: Actor): Promise<boolean> {
  return changeRelease(db, remote, async (tx, release, record) => {
    if (release) {
      const last = await tx.query<{ action: HistoryAction }>(
        `SELECT action FROM remotes.history WHERE remote = $1 AND action <> 'publish' ORDER BY id DESC LIMIT 1`,
        [remote],
      );
      if (last.rows[0]?.action !== 'build') return false;
    }
    return makeLive(tx, record, remote, version, actor, release, 'build');
  });
}

/** Whether it changed anything (the live version again does not). */
async function makeLive(
  tx: Db,
  record: RecordChange,
  remote: string,
  version: string,
  actor: Actor,
  release: LockedRelease | null,
  action: 'switch' | 'build',
): Promise<boolean> {
  const at = await publishedAt(tx, remote, version);
  if (!at) throw notPublished(remote, version);
  if (!release) {
    await tx.query('INSERT INTO remotes.releases (remote, live) VALUES ($1, $2)', [remote, version]);
    await record({ action, version, actor });
    return true;
  }
  if (release.live === version) return false;
  const liveAt = await publishedAt(tx, remote, release.live);
  const rollback = action === 'switch' && liveAt !== null && at < liveAt;
  const endsCanary = release.canary === version;
  await tx.query(
    `UPDATE remotes.releases SET live = $2, updated_at = now(),
       canary = CASE WHEN $3::boolean THEN NULL ELSE canary END,
       canary_percent = CASE WHEN $3::boolean THEN NULL ELSE canary_percent END
     WHERE remote = $1`,
    [remote, version, endsCanary],
  );
  await record({ action: rollback ? 'rollback' : action, version, from: release.live, actor });
  return true;
}

/** Serves `version` to `percent` % of signed-in users (1–99), beside the live version. */
export async function setCanary(db: Db, remote: string, version: string, percent: number, actor: Actor) {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99)
    throw unprocessable('must be a whole number from 1 to 99', 'percent');
  await changeRelease(db, remote, async (tx, release, record) => {
    if (!(await publishedAt(tx, remote, version))) throw notPublished(remote, version);
    if (!release)
      throw unprocessable(
        `${remote} has no live version yet: make a version live before a canary.`,
        'version',
      );
    if (release.live === version) throw unprocessable(`${version} is already live.`, 'version');
    if (release.canary === version && release.canary_percent === percent) return;
    await tx.query(
      'UPDATE remotes.releases SET canary = $2, canary_percent = $3, updated_at = now() WHERE remote = $1',
      [remote, version, percent],
    );
    await record({ action: 'canary', version, from: release.canary, percent, actor });
  });
}

const noCanary = () =>
  new HttpError(422, 'There is no canary to promote.', [
    { attribute: 'canary', message: 'There is no canary to promote.' },
  ]);

/** The canary goes live (history `promote`). */
export async function promoteCanary(db: Db, remote: string, actor: Actor) {
  await changeRelease(db, remote, async (tx, release, record) => {
    if (!release?.canary) throw noCanary();
    await tx.query(
      `UPDATE remotes.releases SET live = canary, canary = NULL, canary_percent = NULL, updated_at = now()
        WHERE remote = $1`,
      [remote],
    );
    await record({
      action: 'promote',
      version: release.canary,
      from: release.live,
      percent: release.canary_percent,
      actor,
    });
  });
}

/** The canary ends; everyone gets the live version (history `abort`). */
export async function abortCanary(db: Db, remote: string, actor: Actor) {
  await changeRelease(db, remote, async (tx, release, record) => {
    if (!release?.canary)
      throw new HttpError(422, 'There is no canary to abort.', [
        { attribute: 'canary', message: 'There is no canary to abort.' },
      ]);
    await tx.query(
      'UPDATE remotes.releases SET canary = NULL, canary_percent = NULL, updated_at = now() WHERE remote = $1',
      [remote],
    );
    await record({
      action: 'abort',
      version: release.canary,
      from: release.live,
      percent: release.canary_percent,
      actor,
    });
  });
}
