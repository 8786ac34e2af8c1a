/** Daybook's triggers, actions and queries: their fields (options, validation) and what they answer. */
import { MOODS, type Album, type Entry, type Photo, type UserData } from './sampleData';

export interface StepContext {
  data: UserData;
  publicUrl: string;
  timezone?: string;
  testMode: boolean;
  newId(prefix: string): string;
}

export interface Option {
  label: string;
  value: string;
}
export interface OptionGroup {
  label: string;
  values: Option[];
}
export type OptionList = Array<Option | OptionGroup>;

export interface Validation {
  valid: boolean;
  message?: string;
}

export interface FieldDef {
  required: boolean;
  /** Served at .../fields/{field}/options. */
  options?: (ctx: StepContext) => OptionList;
  /** Checks a value; a field with `validatedByService` is also served at .../fields/{field}/validate. */
  validate?: (value: unknown, ctx: StepContext) => Validation;
  validatedByService?: boolean;
}

export interface TriggerItem {
  id: string;
  timestamp: number;
  ingredients: Record<string, unknown>;
}

export interface TriggerDef {
  fields: Record<string, FieldDef>;
  items(fields: Record<string, unknown>, ctx: StepContext): TriggerItem[];
}

export type ActionOutcome = { id: string; url?: string } | { skip: string } | { error: string };

export interface ActionDef {
  fields: Record<string, FieldDef>;
  run(fields: Record<string, unknown>, ctx: StepContext): ActionOutcome;
}

export interface QueryDef {
  fields: Record<string, FieldDef>;
  rows(fields: Record<string, unknown>, ctx: StepContext): Record<string, unknown>[];
}

export const QUERY_DEFAULT_LIMIT = 10;
export const QUERY_MAX_LIMIT = 100;
const MAX_LOCATION_RADIUS_M = 50_000;
const DEFAULT_LOCATION_RADIUS_M = 1_000;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const activeAlbums = (data: UserData) => data.albums.filter((a) => !a.archived);
const albumOptions = (data: UserData): Option[] =>
  activeAlbums(data).map((a) => ({ label: a.name, value: a.id }));
const moodOptions = (withAny: boolean): Option[] => [
  ...(withAny ? [{ label: 'Any mood', value: 'any' }] : []),
  ...MOODS.map((m) => ({ label: m.charAt(0).toUpperCase() + m.slice(1), value: m })),
];

function validateAlbum(value: unknown, ctx: StepContext): Validation {
  const id = text(value);
  if (!id) return { valid: false, message: 'Choose an album.' };
  const album = ctx.data.albums.find((a) => a.id === id);
  if (!album) return { valid: false, message: 'That album does not exist (any more).' };
  if (album.archived)
    return { valid: false, message: `"${album.name}" is archived; new photos cannot arrive there.` };
  return { valid: true };
}

const validateMood =
  (withAny: boolean) =>
  (value: unknown): Validation =>
    moodOptions(withAny).some((o) => o.value === value)
      ? { valid: true }
      : {
          valid: false,
          message: `Mood must be one of ${moodOptions(withAny)
            .map((o) => o.value)
            .join(', ')}.`,
        };

export interface LocationValue {
  lat: number;
  lng: number;
  radius?: number;
  address?: string;
  description?: string;
  zoom?: number;
}

function asLocation(value: unknown): LocationValue | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  const lat = Number(v.lat);
  const lng = Number(v.lng);
  if (v.lat === undefined || v.lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng))
    return undefined;
  const radius = v.radius === undefined || v.radius === null ? undefined : Number(v.radius);
  return { ...(v as object), lat, lng, radius };
}

function validateLocation(value: unknown): Validation {
  const loc = asLocation(value);
  if (!loc) return { valid: false, message: 'A location needs a latitude and a longitude.' };
  if (Math.abs(loc.lat) > 90 || Math.abs(loc.lng) > 180)
    return { valid: false, message: 'That place is not on Earth.' };
  if (loc.radius !== undefined && !(loc.radius > 0 && loc.radius <= MAX_LOCATION_RADIUS_M)) {
    return {
      valid: false,
      message: `The radius must be between 1 m and ${MAX_LOCATION_RADIUS_M / 1000} km.`,
    };
  }
  return { valid: true };
}

function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

function dateIn(timezone: string | undefined, unixSeconds: number) {
  const d = new Date(unixSeconds * 1000);
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timezone || 'UTC' }).format(d);
  } catch {
    return d.toISOString().slice(0, 10);
  }
}

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

export function photoIngredients(photo: Photo, album: Album | undefined, ctx: StepContext) {
  return {
    photo_id: photo.id,
    title: photo.title,
    caption: photo.caption,
    album_name: album?.name ?? '',
    image_url: `${ctx.publicUrl}/images/${photo.id}.svg`,
    photo_url: `${ctx.publicUrl}/photos/${photo.id}`,
    taken_at: iso(photo.takenAt),
    taken_on: dateIn(ctx.timezone, photo.takenAt),
    place: photo.place,
    map_url: `https://www.openstreetmap.org/?mlat=${photo.lat}&mlon=${photo.lng}#map=16/${photo.lat}/${photo.lng}`,
  };
}

export function entryIngredients(entry: Entry, ctx: StepContext) {
  return {
    entry_id: entry.id,
    title: entry.title,
    body: entry.body,
    mood: entry.mood,
    entry_url: `${ctx.publicUrl}/entries/${entry.id}`,
    entry_date: dateIn(ctx.timezone, entry.createdAt),
    created_at: iso(entry.createdAt),
    cover_image_url: `${ctx.publicUrl}/images/${entry.id}.svg`,
  };
}

const newestPhotosFirst = (a: Photo, b: Photo) => b.takenAt - a.takenAt || b.id.localeCompare(a.id);
const newestEntriesFirst = (a: Entry, b: Entry) =>
  b.createdAt - a.createdAt || b.id.localeCompare(a.id, 'en', { numeric: true });

function photoItems(photos: Photo[], ctx: StepContext): TriggerItem[] {
  return [...photos].sort(newestPhotosFirst).map((p) => ({
    id: p.id,
    timestamp: p.takenAt,
    ingredients: photoIngredients(
      p,
      ctx.data.albums.find((a) => a.id === p.albumId),
      ctx,
    ),
  }));
}

export const TRIGGERS: Record<string, TriggerDef> = {
  /** A dynamic dropdown validated by the service. */
  new_photo_in_album: {
    fields: {
      album: {
        required: true,
        options: (ctx) => albumOptions(ctx.data),
        validate: validateAlbum,
        validatedByService: true,
      },
    },
    items: (fields, ctx) =>
      photoItems(
        ctx.data.photos.filter((p) => p.albumId === fields.album),
        ctx,
      ),
  },
  /** A static dropdown ("any" or a mood); its options are served too. */
  new_journal_entry: {
    fields: { mood: { required: false, options: () => moodOptions(true), validate: validateMood(true) } },
    items: (fields, ctx) =>
      [...ctx.data.entries]
        .filter((e) => !fields.mood || fields.mood === 'any' || e.mood === fields.mood)
        .sort(newestEntriesFirst)
        .map((e) => ({ id: e.id, timestamp: e.createdAt, ingredients: entryIngredients(e, ctx) })),
  },
  /** A location area field. */
  new_photo_taken_near: {
    fields: { location: { required: true, validate: validateLocation, validatedByService: true } },
    items: (fields, ctx) => {
      const loc = asLocation(fields.location);
      if (!loc) return [];
      const radius = loc.radius ?? DEFAULT_LOCATION_RADIUS_M;
      const albums = new Set(activeAlbums(ctx.data).map((a) => a.id));
      return photoItems(
        ctx.data.photos.filter((p) => albums.has(p.albumId) && distanceMetres(loc, p) <= radius),
        ctx,
      );
    },
  },
};

function isWebUrl(value: string) {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

export const ACTIONS: Record<string, ActionDef> = {
  create_journal_entry: {
    fields: {
      title: {
        required: true,
        validate: (v) => (text(v) ? { valid: true } : { valid: false, message: 'A title is required.' }),
      },
      body: { required: false },
      mood: { required: false, options: () => moodOptions(false), validate: validateMood(false) },
    },
    run(fields, ctx) {
      const title = text(fields.title);
      if (!title) return { error: 'actionFields.title is required' };
      const mood = text(fields.mood) || 'calm';
      if (!validateMood(false)(mood).valid)
        return { error: `actionFields.mood "${mood}" is not a known mood` };
      const entry: Entry = {
        id: ctx.newId('en'),
        title,
        body: text(fields.body),
        mood,
        createdAt: Math.floor(Date.now() / 1000),
      };
      if (!ctx.testMode) ctx.data.entries.push(entry);
      return { id: entry.id, url: `${ctx.publicUrl}/entries/${entry.id}` };
    },
  },
  /** Skips when there is no photo to add. The album field is a nested dropdown. */
  add_photo_to_album: {
    fields: {
      album: {
        required: true,
        options: (ctx) => [
          {
            label: 'My albums',
            values: activeAlbums(ctx.data)
              .filter((a) => !a.shared)
              .map((a) => ({ label: a.name, value: a.id })),
          },
          {
            label: 'Shared with me',
            values: activeAlbums(ctx.data)
              .filter((a) => a.shared)
              .map((a) => ({ label: a.name, value: a.id })),
          },
        ],
        validate: validateAlbum,
      },
      image_url: { required: true },
      caption: { required: false },
    },
    run(fields, ctx) {
      const imageUrl = text(fields.image_url);
      if (!imageUrl) return { skip: 'No photo URL was given, so there is nothing to add.' };
      if (!isWebUrl(imageUrl)) return { skip: `"${imageUrl}" is not a web address of a photo.` };
      const check = validateAlbum(fields.album, ctx);
      if (!check.valid) return { error: `actionFields.album: ${check.message}` };
      const album = ctx.data.albums.find((a) => a.id === fields.album) as Album;
      const caption = text(fields.caption);
      const photo: Photo = {
        id: ctx.newId('ph'),
        albumId: album.id,
        title: caption || 'New photo',
        caption,
        takenAt: Math.floor(Date.now() / 1000),
        lat: album.center.lat,
        lng: album.center.lng,
        place: album.place,
      };
      if (!ctx.testMode) ctx.data.photos.push(photo);
      return { id: photo.id, url: `${ctx.publicUrl}/photos/${photo.id}` };
    },
  },
};

export const QUERIES: Record<string, QueryDef> = {
  list_album_photos: {
    fields: {
      album: {
        required: false,
        options: (ctx) => [{ label: 'All albums', value: 'all' }, ...albumOptions(ctx.data)],
        validate: (v, ctx) => (!v || v === 'all' ? { valid: true } : validateAlbum(v, ctx)),
      },
    },
    rows(fields, ctx) {
      const active = new Set(activeAlbums(ctx.data).map((a) => a.id));
      const wanted = !fields.album || fields.album === 'all' ? undefined : fields.album;
      return photoItems(
        ctx.data.photos.filter((p) => (wanted ? p.albumId === wanted : active.has(p.albumId))),
        ctx,
      ).map((item) => item.ingredients);
    },
  },
  search_journal_entries: {
    fields: {
      text: { required: false },
      mood: { required: false, options: () => moodOptions(true), validate: validateMood(true) },
    },
    rows(fields, ctx) {
      const needle = text(fields.text).toLowerCase();
      return [...ctx.data.entries]
        .filter((e) => !needle || `${e.title} ${e.body}`.toLowerCase().includes(needle))
        .filter((e) => !fields.mood || fields.mood === 'any' || e.mood === fields.mood)
        .sort(newestEntriesFirst)
        .map((e) => entryIngredients(e, ctx));
    },
  },
};

export type StepKind = 'triggers' | 'actions' | 'queries';

export function stepFields(kind: StepKind, slug: string): Record<string, FieldDef> | undefined {
  const table: Record<string, { fields: Record<string, FieldDef> }> =
    kind === 'triggers' ? TRIGGERS : kind === 'actions' ? ACTIONS : QUERIES;
  return Object.hasOwn(table, slug) ? table[slug].fields : undefined;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** One field's answer in a contextual validation. */
export function checkField(def: FieldDef, value: unknown, ctx: StepContext): Validation {
  if (isBlank(value))
    return def.required ? { valid: false, message: 'This field is required.' } : { valid: true };
  return def.validate ? def.validate(value, ctx) : { valid: true };
}

/** The samples `test/setup` hands out; all of them work against the seeded data. */
export const SAMPLES = {
  triggers: {
    new_photo_in_album: { album: 'album_lisbon' },
    new_journal_entry: { mood: 'any' },
    new_photo_taken_near: {
      location: {
        lat: 38.7139,
        lng: -9.1394,
        radius: 5000,
        address: 'Praça do Comércio, Lisbon',
        description: 'Central Lisbon',
        zoom: 13,
      },
    },
  },
  triggerFieldValidations: {
    new_photo_in_album: { album: { valid: 'album_lisbon', invalid: 'album_archive_2019' } },
    new_photo_taken_near: {
      location: {
        valid: { lat: 38.7139, lng: -9.1394, radius: 5000 },
        invalid: { lat: 123.4, lng: -9.1394, radius: 5000 },
      },
    },
  },
  actions: {
    create_journal_entry: {
      title: 'Tested by the platform',
      body: 'An entry written by the endpoint test.',
      mood: 'calm',
    },
    add_photo_to_album: {
      album: 'album_garden',
      image_url: 'https://example.com/photos/sunflower.jpg',
      caption: 'Sunflowers, week 7',
    },
  },
  actionRecordSkipping: {
    add_photo_to_album: { album: 'album_garden', image_url: '', caption: 'A photo that never came' },
  },
  queries: {
    list_album_photos: { album: 'all' },
    search_journal_entries: { text: 'day', mood: 'any' },
  },
};
