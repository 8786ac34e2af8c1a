/** Where a stored icon lives, relative to DATA_DIR: service-icons/<service id>-<content hash>.<ext>. */
export const ICON_DIR = 'service-icons';

const STORED = /^service-icons\/([0-9a-f-]{36})-([0-9a-f]{16})\.(png|jpg|webp)$/;

export interface StoredIcon {
  serviceId: string;
  hash: string;
  ext: string;
}

/** Parses a services.icon_path written by the icon upload; anything else is not an icon we serve. */
export function parseIconPath(iconPath: string | null | undefined): StoredIcon | null {
  const m = iconPath ? STORED.exec(iconPath) : null;
  return m ? { serviceId: m[1], hash: m[2], ext: m[3] } : null;
}

export const iconPathFor = (serviceId: string, hash: string, ext: string) =>
  `${ICON_DIR}/${serviceId}-${hash}.${ext}`;

/** The public URL of the service's icon (versioned by content hash), or null when none is stored. */
export function iconUrl(row: { module_name: string; icon_path: string | null }): string | null {
  const icon = parseIconPath(row.icon_path);
  return icon ? `/services/${encodeURIComponent(row.module_name)}/icon?v=${icon.hash}` : null;
}
