import {
  defaultDiffMode,
  diffSnapshots,
  type DiffItem,
  type DiffMode,
  type ItemStatus,
  type ServiceDiff,
  type ServiceSnapshot,
} from '@switchyard/review-common/diff';

/** A property row of the review page: its label, whether submission needs it, how to show it. */
export interface PropertyDef {
  key: string;
  label: string;
  required?: boolean;
  kind?: 'text' | 'link' | 'email' | 'color' | 'image' | 'list' | 'secret';
}

/**
 * The service properties of each section (see "Service / channel review record" in
 * spec/review-org-diagnostics.md#3-entities-and-their-fields).
 */
export const GENERAL: PropertyDef[] = [
  { key: 'name', label: 'Name', required: true },
  { key: 'description', label: 'Description', required: true },
  { key: 'category_name', label: 'Category', required: true },
  { key: 'home_url', label: 'Official web page', required: true, kind: 'link' },
  { key: 'support_email', label: 'Support email', required: true, kind: 'email' },
  { key: 'slug', label: 'Slug', required: true },
  { key: 'short_name', label: 'Short name' },
  { key: 'invite_url', label: 'Invite URL', required: true, kind: 'link' },
  { key: 'api_url_prefix', label: 'API URL prefix', required: true },
  // Other partners may build connections to the service (issue 35; spec/connections.md#5-validation-rules).
  { key: 'connect_enabled', label: 'Allow connections' },
];
export const BRANDING: PropertyDef[] = [
  { key: 'brand_color', label: 'Brand color', required: true, kind: 'color' },
  { key: 'icon', label: 'Applet logo', required: true, kind: 'image' },
];
export const MARKETING: PropertyDef[] = [
  { key: 'call_to_action_text', label: 'Call to action text' },
  { key: 'call_to_action_link', label: 'Call to action URL', kind: 'link' },
  { key: 'alternate_search_terms', label: 'Search terms', kind: 'list' },
];

const OAUTH: PropertyDef[] = [
  { key: 'oauth_client_id', label: 'OAuth client ID', required: true },
  { key: 'oauth_authorization_url', label: 'Authorization URL', required: true, kind: 'link' },
  { key: 'oauth_token_url', label: 'Token URL', required: true, kind: 'link' },
  { key: 'demo_account_login', label: 'Demo account login', required: true },
  { key: 'demo_account_password', label: 'Demo account password', kind: 'secret' },
  { key: 'demo_account_notes', label: 'Demo account notes' },
];

/**
 * The Authentication section's rows for a type (see "Authentication fields" in
 * spec/review-org-diagnostics.md#3-entities-and-their-fields).
 */
export function authenticationFields(type: unknown): PropertyDef[] {
  const head: PropertyDef = { key: 'authentication_type', label: 'Authentication type', required: true };
  if (typeof type === 'string' && type.startsWith('oauth')) return [head, ...OAUTH];
  if (type === 'api_token_auth')
    return [
      head,
      { key: 'api_token_type', label: 'API token type', required: true },
      { key: 'api_token_format', label: 'API token format', required: true },
    ];
  return [head];
}

/** The columns of each step table; name and description are required of every step. */
export const STEP_COLUMNS: Record<'triggers' | 'queries' | 'actions', PropertyDef[]> = {
  triggers: [
    { key: 'name', label: 'Name', required: true },
    { key: 'slug', label: 'Endpoint' },
    { key: 'description', label: 'Description', required: true },
    { key: 'verbiage', label: 'Verbiage' },
    { key: 'feed_url', label: 'Feed URL', kind: 'link' },
  ],
  queries: [
    { key: 'name', label: 'Name', required: true },
    { key: 'module_name', label: 'Endpoint', required: true },
    { key: 'description', label: 'Description', required: true },
  ],
  actions: [
    { key: 'name', label: 'Name', required: true },
    { key: 'slug', label: 'Endpoint', required: true },
    { key: 'description', label: 'Description', required: true },
    { key: 'verbiage', label: 'Verbiage' },
  ],
};

/** A field's columns; 'Private?' is the inverse of shareable (service-config "Review screen"). */
export const FIELD_COLUMNS: Record<string, PropertyDef[]> = {
  triggers: [
    { key: 'name', label: 'Label', required: true },
    { key: 'trigger_field_type', label: 'Type' },
    { key: 'helper_text', label: 'Helper text' },
    { key: 'shareable', label: 'Private?' },
  ],
  queries: [
    { key: 'label', label: 'Label', required: true },
    { key: 'field_type_definition_slug', label: 'Type' },
    { key: 'helper_text', label: 'Helper text' },
    { key: 'required', label: 'Required?' },
  ],
  actions: [
    { key: 'name', label: 'Label', required: true },
    { key: 'action_field_type', label: 'Type' },
    { key: 'helper_text', label: 'Helper text' },
    { key: 'required', label: 'Required?' },
    { key: 'shareable', label: 'Private?' },
  ],
};
export const INGREDIENT_COLUMNS: PropertyDef[] = [
  { key: 'name', label: 'Name', required: true },
  { key: 'note', label: 'Note', required: true },
  { key: 'value_type', label: 'Type' },
  { key: 'example', label: 'Example' },
];

/** Field type codes the review tables name (service-config "Review field type codes"). */
const TRIGGER_FIELD_TYPES: Record<number, string> = {
  0: 'Text without validation',
  1: 'Not blank',
  2: 'URL',
  3: 'Email',
  4: 'Regex',
  5: 'Validated by the service',
  6: 'Static dropdown',
  7: 'Dynamic dropdown',
  8: 'Location: point',
  9: 'Location: point (validated by the service)',
  10: 'Location: area',
  11: 'Location: area (validated by the service)',
  12: 'Location: enter',
  13: 'Location: enter (validated by the service)',
  14: 'Location: exit',
  15: 'Location: exit (validated by the service)',
  16: 'Location: enter or exit',
  17: 'Location: enter or exit (validated by the service)',
  18: 'Nested dropdown',
  19: 'Checkbox list (dynamic)',
  20: 'Checkbox list (static)',
};
const ACTION_FIELD_TYPES: Record<number, string> = {
  0: 'Title',
  1: 'Folder',
  2: 'File name',
  3: 'Tags',
  4: 'Message',
  5: 'Body',
  6: 'HTML',
  7: 'Mobile',
  8: 'Link URL',
  9: 'File URL',
  10: 'Photo URL',
  11: 'Audio URL',
  12: 'Collection title',
  13: 'Text',
  14: 'Static dropdown',
  15: 'Dynamic dropdown',
  16: 'Date and time',
  17: 'Dynamic dropdown',
  18: 'Dynamic dropdown',
  19: 'Static dropdown',
};

/** How a cell shows its value: booleans as Yes/No ('Private?' inverted), type codes by name. */
export function displayValue(def: PropertyDef, value: unknown): string {
  if (def.key === 'shareable') return value === false ? 'Yes' : 'No';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (def.key === 'trigger_field_type' && typeof value === 'number')
    return TRIGGER_FIELD_TYPES[value] ?? `Type ${value}`;
  if (def.key === 'action_field_type' && typeof value === 'number')
    return ACTION_FIELD_TYPES[value] ?? `Type ${value}`;
  if (Array.isArray(value))
    return value
      .map((v) =>
        v && typeof v === 'object'
          ? String((v as { name?: unknown; label?: unknown }).name ?? (v as { label?: unknown }).label ?? '')
          : String(v),
      )
      .join(', ');
  if (value === null || value === undefined) return '';
  return String(value);
}

export type { DiffItem, DiffMode, ItemStatus, ServiceDiff, ServiceSnapshot };

/** The modes a service offers (none always; published and review when their base exists). */
export function availableModes(bases: { published: unknown; review: unknown }): DiffMode[] {
  return [
    'none',
    ...(bases.published ? ['published' as const] : []),
    ...(bases.review ? ['review' as const] : []),
  ];
}

export const DIFF_MODE_LABELS: Record<DiffMode, string> = {
  none: 'No diff',
  published: 'Against the published version',
  review: 'Against the last review',
};

export const STATUS_LABELS: Record<Exclude<ItemStatus, 'stale'>, string> = {
  new: 'New',
  deleted: 'Deleted',
  updated: 'Updated',
};

/** The diff shown for a mode; with mode none every row is stale. */
export function diffFor(
  mode: DiffMode,
  current: ServiceSnapshot,
  bases: { published: ServiceSnapshot | null; review: ServiceSnapshot | null },
): ServiceDiff {
  return diffSnapshots(mode, current, mode === 'none' ? null : bases[mode]);
}

export const initialMode = (bases: { published: unknown; review: unknown }) =>
  defaultDiffMode({ published: Boolean(bases.published), review: Boolean(bases.review) });

/** A key made fit for a feedback path (identifiers of letters, digits, _ and -). */
export const pathKey = (key: string) => key.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64) || '_';

/** The feedback path of a service property or of a property of an item: channel.<list>.<key>…<property>. */
export const feedbackPath = (...parts: string[]) => ['channel', ...parts.map(pathKey)].join('.');
