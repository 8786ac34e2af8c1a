import type { PublishedVersion } from './types';

const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A preload of one of the files a page starts with: a script, or a stylesheet. */
export const filePreload = (href: string) =>
  href.endsWith('.css')
    ? `<link rel="preload" as="style" href="${escapeAttribute(href)}">`
    : `<link rel="preload" as="script" href="${escapeAttribute(href)}">`;

// The federation runtime fetches a manifest with fetch() (credentials same-origin = anonymous CORS).
export const manifestPreload = (href: string) =>
  `<link rel="preload" as="fetch" href="${escapeAttribute(href)}" crossorigin="anonymous">`;

/** Where browsers fetch a version's files: its CDN base URL, or this gateway's versioned path. */
export function versionBase(v: Pick<PublishedVersion, 'remote' | 'version' | 'baseUrl'>): string {
  if (v.baseUrl) return v.baseUrl.endsWith('/') ? v.baseUrl : `${v.baseUrl}/`;
  return `/remotes/${encodeURIComponent(v.remote)}/${encodeURIComponent(v.version)}/`;
}

/**
 * What a page of a version starts with, as preload links under the version's base URL: its manifest,
 * entry, exposed module and the files of the page a pathname shows (built.pages). Read from the
 * version the registry serves, so a switch changes them and they never name a deleted build's files.
 */
export function versionPreloads(v: PublishedVersion): (pathname: string) => string[] {
  const base = versionBase(v);
  const patterns = (v.built.pages ?? []).flatMap((p) => {
    try {
      return [{ files: p.files, re: new RegExp(p.pattern) }];
    } catch {
      return [];
    }
  });
  const entry = v.manifest.metaData?.remoteEntry;
  const files = [
    ...(entry?.name ? [`${entry.path ?? ''}${entry.name}`] : []),
    ...(v.manifest.exposes ?? []).flatMap((e) => [
      ...(e.assets?.js?.sync ?? []),
      ...(e.assets?.css?.sync ?? []),
    ]),
  ];
  const preload = (f: string) => filePreload(base + f.replace(/^\/+/, ''));
  const always = [manifestPreload(`${base}mf-manifest.json`), ...files.map(preload)];
  return (pathname) => {
    const path = pathname.replace(/\/+$/, '');
    const page = patterns.find((p) => p.re.test(path));
    return [...always, ...(page?.files ?? []).filter((f) => !files.includes(f)).map(preload)];
  };
}
