/**
 * The applet's metadata rules (see spec/composer-and-header.md#5-validation-rules,
 * spec/composer-and-header.md#9-business-constants-and-limits): title, description, tags.
 */
export const TITLE_MAX = 100;
export const DESCRIPTION_MAX = 500;
export const DESCRIPTION_MIN_ROWS = 3;
export const TAGS_MAX = 5;

export const TITLE_HINT = 'Use sentence case without a period.';
export const TAGS_LIMIT_REACHED = 'Limit of 5 tags achieved.';
export const TAGS_ADD_UP_TO = 'Add up to 5 tags.';

export const BLANK = "can't be blank";
export const tooLong = (max: number) => `is too long (maximum is ${max} characters)`;
export const TOO_MANY_TAGS = `can hold at most ${TAGS_MAX} tags`;
export const DUPLICATE_TAG = 'cannot be added twice';

/** The message under the tags editor, and whether another tag may be added. */
export function tagsState(count: number): { message: string; canAdd: boolean } {
  return count >= TAGS_MAX
    ? { message: TAGS_LIMIT_REACHED, canAdd: false }
    : { message: TAGS_ADD_UP_TO, canAdd: true };
}

/** Adds a tag unless it is already there (by id) or the limit is reached. */
export function addTag<T extends { id: string }>(tags: readonly T[], tag: T): T[] {
  if (tags.length >= TAGS_MAX || tags.some((t) => t.id === tag.id)) return [...tags];
  return [...tags, tag];
}

export interface MetadataError {
  path: '/name' | '/description' | '/tags';
  message: string;
}

/** The server's check of the metadata: every problem with its spec path. */
export function checkMetadata(input: {
  name: unknown;
  description: unknown;
  tag_ids: unknown;
}): MetadataError[] {
  const errors: MetadataError[] = [];
  const text = (value: unknown, path: '/name' | '/description', max: number) => {
    if (typeof value !== 'string' || !value.trim()) errors.push({ path, message: BLANK });
    else if (value.length > max) errors.push({ path, message: tooLong(max) });
  };
  text(input.name, '/name', TITLE_MAX);
  text(input.description, '/description', DESCRIPTION_MAX);
  const tags = input.tag_ids ?? [];
  if (!Array.isArray(tags) || tags.some((t) => typeof t !== 'string'))
    errors.push({ path: '/tags', message: 'must be a list of tag ids' });
  else if (tags.length > TAGS_MAX) errors.push({ path: '/tags', message: TOO_MANY_TAGS });
  else if (new Set(tags).size !== tags.length) errors.push({ path: '/tags', message: DUPLICATE_TAG });
  return errors;
}
