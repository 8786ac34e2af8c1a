/**
 * A step's field as the composer shows and checks it (see "Field definition" in
 * spec/composer-and-header.md#3-entities-and-their-fields), made from the field as service-config describes
 * it (see spec/service-config.md#3-entities-and-their-fields: trigger field type ids, action field content
 * types, query field type slugs). Where the spec is silent (see the README): a field can have a default when
 * its value may be shared (service-config's shareable flag; a private field is each user's own, chosen when
 * they turn the applet on); only such a field can be hidden ('Set by you'), since a hidden field needs the
 * value the maker sets.
 */
export type StepKind = 'trigger' | 'query' | 'action';

export type FieldUiType =
  'TEXT_FIELD' | 'COLLECTION_SELECT' | 'DOUBLE_COLLECTION_SELECT' | 'CHECKBOX_MULTI' | 'LOCATION_FIELD';

export interface FieldOption {
  label: string;
  value: string;
}

export interface FieldDefinition {
  /** The field's slug: what an applet's field refers to and what the partner receives. */
  name: string;
  label: string;
  helper_text: string | null;
  field_ui_type: FieldUiType;
  /** service-config's type: a numeric id for trigger and action fields, a slug for query fields. */
  field_type: string;
  /** text or option. */
  normalized_field_type: 'text' | 'option';
  required: boolean;
  shareable: boolean;
  hideable: boolean;
  can_have_default: boolean;
  /** Options come from the partner's service (per user), not from the definition. */
  dynamic: boolean;
  /** Static options (empty for text and dynamic fields). */
  options: FieldOption[];
  /** An action field's content type (title, message, …): what applet defaults are keyed by. */
  content_type: string | null;
}

/** Action field content types by id (see spec/service-config.md#action-field-content-types). */
const CONTENT_TYPES: Record<number, string> = {
  0: 'title',
  1: 'folder',
  2: 'filename',
  3: 'tags',
  4: 'message',
  5: 'body',
  6: 'html',
  7: 'mobile',
  8: 'link_url',
  9: 'file_url',
  10: 'photo_url',
  11: 'audio_url',
  12: 'collection_title',
  13: 'text_raw',
  16: 'text_datetime',
};

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const flag = (v: unknown, fallback: boolean) =>
  typeof v === 'boolean' ? v : v === 'true' ? true : v === 'false' ? false : fallback;

function optionsOf(v: unknown): FieldOption[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((o) => {
    if (!o || typeof o !== 'object') return [];
    const { name, label, value } = o as Record<string, unknown>;
    const shown = text(label) || text(name);
    return typeof value === 'string' || typeof value === 'number'
      ? [{ label: shown || String(value), value: String(value) }]
      : [];
  });
}

/** Trigger field type ids (see spec/service-config.md#trigger-field-type-ids-cascading-selects). */
function triggerUi(type: number): { ui: FieldUiType; dynamic: boolean } {
  if (type === 6) return { ui: 'COLLECTION_SELECT', dynamic: false };
  if (type === 7) return { ui: 'COLLECTION_SELECT', dynamic: true };
  if (type >= 8 && type <= 17) return { ui: 'LOCATION_FIELD', dynamic: type % 2 === 1 };
  if (type === 18) return { ui: 'DOUBLE_COLLECTION_SELECT', dynamic: true };
  if (type === 19) return { ui: 'CHECKBOX_MULTI', dynamic: true };
  if (type === 20) return { ui: 'CHECKBOX_MULTI', dynamic: false };
  return { ui: 'TEXT_FIELD', dynamic: type === 5 };
}

/** Action field content types (see spec/service-config.md#action-field-content-types). */
function actionUi(type: number): { ui: FieldUiType; dynamic: boolean } {
  if (type === 14) return { ui: 'COLLECTION_SELECT', dynamic: false };
  if (type === 15) return { ui: 'COLLECTION_SELECT', dynamic: true };
  if (type === 17) return { ui: 'DOUBLE_COLLECTION_SELECT', dynamic: true };
  if (type === 18) return { ui: 'CHECKBOX_MULTI', dynamic: true };
  if (type === 19) return { ui: 'CHECKBOX_MULTI', dynamic: false };
  return { ui: 'TEXT_FIELD', dynamic: false };
}

function queryUi(slug: string): { ui: FieldUiType; dynamic: boolean } {
  if (slug === 'dropdown_static') return { ui: 'COLLECTION_SELECT', dynamic: false };
  if (slug === 'dropdown_dynamic') return { ui: 'COLLECTION_SELECT', dynamic: true };
  return { ui: 'TEXT_FIELD', dynamic: false };
}

/** The composer's definition of a field kept in the catalog as `{key, ...properties}`. */
export function fieldDefinition(kind: StepKind, field: Record<string, unknown>): FieldDefinition {
  const name = text(field.key);
  let typeCode: string;
  let ui: { ui: FieldUiType; dynamic: boolean };
  let required: boolean;
  let shareable: boolean;
  let options: FieldOption[];
  if (kind === 'query') {
    typeCode = text(field.field_type_definition_slug) || 'text_raw';
    ui = queryUi(typeCode);
    required = flag(field.required, false);
    shareable = true;
    options = optionsOf(field.static_options);
  } else {
    const type = Number(kind === 'trigger' ? field.trigger_field_type : field.action_field_type) || 0;
    typeCode = String(type);
    ui = kind === 'trigger' ? triggerUi(type) : actionUi(type);
    // A trigger field without validation (text_raw, 0) may stay empty; every other one is needed.
    required = kind === 'trigger' ? type !== 0 : flag(field.required, false);
    shareable = flag(field.shareable, true);
    options = optionsOf(field.populator_values);
  }
  const canHaveDefault = shareable;
  return {
    name,
    label: text(field.label) || text(field.name) || name,
    helper_text: text(field.helper_text) || null,
    field_ui_type: ui.ui,
    field_type: typeCode,
    normalized_field_type: ui.ui === 'TEXT_FIELD' || ui.ui === 'LOCATION_FIELD' ? 'text' : 'option',
    required,
    shareable,
    hideable: canHaveDefault,
    can_have_default: canHaveDefault,
    dynamic: ui.dynamic,
    options: ui.dynamic ? [] : options,
    content_type: kind === 'action' ? (CONTENT_TYPES[Number(typeCode)] ?? null) : null,
  };
}

/** Whether changing a field's type deletes the applets using it: only changes among the text types (ids 5 or lower) do not. */
export function isDestructiveTypeChange(kind: StepKind, from: string, to: string): boolean {
  if (from === to) return false;
  if (kind === 'query') return true;
  const textual = (code: string) => {
    const n = Number(code);
    return Number.isInteger(n) && n >= 0 && n <= 5;
  };
  return !(textual(from) && textual(to));
}
