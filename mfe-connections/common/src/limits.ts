/**
 * The numbers of spec/connections.md#9-business-constants-and-limits and
 * spec/connections.md#5-validation-rules that the connection editor and the server check.
 */

/** Connection title: 80 characters, hard (the input takes no more). */
export const CONNECTION_TITLE_MAX = 80;
export const CONNECTION_DESCRIPTION_MAX = 500;

/** A feature title: the add-feature input's minimum and maximum length. */
export const FEATURE_TITLE_MIN = 5;
export const FEATURE_TITLE_MAX = 100;
export const FEATURE_DESCRIPTION_MAX = 500;

/** Publishing needs at least this many features. */
export const MIN_FEATURES_TO_PUBLISH = 1;

/** Cover image: exactly this size, PNG or JPEG. */
export const COVER_WIDTH = 4320;
export const COVER_HEIGHT = 2160;
export const COVER_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
export type CoverContentType = (typeof COVER_CONTENT_TYPES)[number];

/** A custom field's key name: at least 4 lowercase letters, digits, hyphens or underscores. */
export const CUSTOM_FIELD_KEY_MIN = 4;
export const CUSTOM_FIELD_KEY_PATTERN = /^[a-z0-9_-]+$/;

/** Options a dropdown needs, and checkboxes. */
export const DROPDOWN_OPTIONS_MIN = 2;
export const CHECKBOX_OPTIONS_MIN = 1;

/** The default of a time field left empty. */
export const TIME_DEFAULT = '00:00';

/**
 * Our own caps (the spec gives none): what one connection may hold, so that a save, a dry run and a
 * user's settings page stay small. Far above what a partner's connection needs.
 */
export const FEATURES_MAX = 50;
export const CUSTOM_FIELDS_PER_FEATURE_MAX = 25;
export const OPTIONS_PER_FIELD_MAX = 100;
