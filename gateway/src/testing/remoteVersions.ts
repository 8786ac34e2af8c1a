import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Db } from '@switchyard/server-kit';
import type { AssetStore, PublishedVersion } from '../remotes/types';

/**
 * A published version of a remote as the registry keeps it: a manifest naming `remoteEntry.js` and
 * an exposed module, and one page, the files under `/remotes/<remote>/<version>/` or `baseUrl`.
 */
export function versionOf(
  remote: string,
  version: string,
  opts: { baseUrl?: string | null; routes?: string[]; pages?: { pattern: string; files: string[] }[] } = {},
): PublishedVersion {
  const tag = (version.split('-').pop() ?? '')
    .replace(/[^0-9a-f]/g, '')
    .padEnd(10, '0')
    .slice(0, 10);
  return {
    remote,
    version,
    manifest: {
      name: remote,
      metaData: {
        buildInfo: { buildVersion: '0.1.0', buildName: `@switchyard/${remote}-web` },
        remoteEntry: { name: 'remoteEntry.js', path: '' },
      },
      exposes: [
        {
          assets: {
            js: { sync: [`__federation_expose_app.${tag}.js`] },
            css: { sync: [`__federation_expose_app.${tag}.css`] },
          },
        },
      ],
    },
    built: {
      remote,
      routes: opts.routes ?? [`/${remote}`],
      pages: (opts.pages ?? [{ pattern: `^/${remote}$`, files: [`page-home.${tag}.js`] }]).map((p) => ({
        ...p,
        chunk: 'page',
      })),
    },
    operations: '',
    files: [],
    bytes: 0,
    baseUrl: opts.baseUrl ?? null,
    publishedAt: new Date().toISOString(),
    publishedBy: { kind: 'user', name: 'stella' },
  };
}

/** The file names a version made by versionOf names (its entry, exposed module and page chunk). */
export function filesOf(v: PublishedVersion): string[] {
  return [
    'mf-manifest.json',
    v.manifest.metaData!.remoteEntry!.name!,
    ...v.manifest.exposes!.flatMap((e) => [...(e.assets?.js?.sync ?? []), ...(e.assets?.css?.sync ?? [])]),
    ...(v.built.pages ?? []).flatMap((p) => p.files),
  ];
}

/**
 * Inserts a version's row straight into remotes.versions (as a publish would, without its gates),
 * its files first into `store` when given: each `.js`/`.css`/`.json` with a `.br` and `.gz` beside it.
 */
export async function insertVersion(db: Db, v: PublishedVersion, store?: AssetStore): Promise<void> {
  if (store) {
    for (const path of filesOf(v)) {
      const body = Buffer.from(
        path === 'mf-manifest.json' ? JSON.stringify(v.manifest) : `/* ${v.remote} ${v.version} ${path} */`,
      );
      const key = `${v.remote}/${v.version}/${path}`;
      await store.put(key, body);
      await store.put(`${key}.br`, brotliCompressSync(body));
      await store.put(`${key}.gz`, gzipSync(body));
    }
  }
  await db.query(
    `INSERT INTO remotes.versions (remote, version, manifest, built, operations, files, bytes, base_url,
       published_by_kind, published_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      v.remote,
      v.version,
      JSON.stringify(v.manifest),
      JSON.stringify(v.built),
      v.operations,
      JSON.stringify(v.files),
      v.bytes,
      v.baseUrl,
      v.publishedBy.kind,
      v.publishedBy.name,
    ],
  );
}
