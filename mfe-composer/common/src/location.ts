/**
 * A location field's value (trigger field types 8 to 17,
 * spec/service-config.md#trigger-field-type-ids-cascading-selects): what PROTOCOL.md says a location field
 * carries, `{lat, lng, radius?, address?, description?, zoom?}`, and nothing else. Where the protocol is
 * silent: radius is in metres, above 0; address and description are text of at most LOCATION_TEXT_MAX
 * characters; zoom is a map zoom level, 0 to LOCATION_ZOOM_MAX.
 */
export const LOCATION_KEYS = ['lat', 'lng', 'radius', 'address', 'description', 'zoom'] as const;
export const LOCATION_TEXT_MAX = 500;
export const LOCATION_ZOOM_MAX = 24;

export const NOT_A_PLACE = 'must be a place (lat and lng)';

const KNOWN = new Set<string>(LOCATION_KEYS);
const number = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const absent = (v: unknown) => v === undefined || v === null;
/** A key as a message may show it: quoted, and short. */
const shown = (key: string) => JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key);

/** What is wrong with a location value, or null when it is a place. */
export function locationProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return NOT_A_PLACE;
  const v = value as Record<string, unknown>;
  if (!number(v.lat) || !number(v.lng) || Math.abs(v.lat) > 90 || Math.abs(v.lng) > 180) return NOT_A_PLACE;
  const unknown = Object.keys(v).find((k) => !KNOWN.has(k));
  if (unknown !== undefined)
    return `has ${shown(unknown)}, which a place does not hold (only ${LOCATION_KEYS.join(', ')})`;
  if (!absent(v.radius) && !(number(v.radius) && v.radius > 0))
    return 'has a radius that is not a number of metres above 0';
  for (const key of ['address', 'description'] as const) {
    const text = v[key];
    if (absent(text)) continue;
    if (typeof text !== 'string') return `has ${key} that is not text`;
    if (text.length > LOCATION_TEXT_MAX)
      return `has ${key} that is too long (maximum is ${LOCATION_TEXT_MAX} characters)`;
  }
  if (!absent(v.zoom) && !(number(v.zoom) && v.zoom >= 0 && v.zoom <= LOCATION_ZOOM_MAX))
    return `has a zoom that is not a number from 0 to ${LOCATION_ZOOM_MAX}`;
  return null;
}
