import type { FieldError } from '../fieldError';
import { SERVICE_NAME_MAX } from './serviceInput';

/**
 * The general, branding, marketing and authentication fields of a service
 * (see spec/review-org-diagnostics.md#3-entities-and-their-fields). Pure rules, shared with the web form.
 */

export const AUTHENTICATION_TYPES = [
  'auth_not_required',
  'oauth',
  'oauth_pkce',
  'oauth_refresh_token',
  'oauth_pkce_refresh_token',
  'api_token_auth',
] as const;
export type AuthenticationType = (typeof AUTHENTICATION_TYPES)[number];

export const OAUTH_TYPES: readonly AuthenticationType[] = [
  'oauth',
  'oauth_pkce',
  'oauth_refresh_token',
  'oauth_pkce_refresh_token',
];

const OAUTH_FIELDS = [
  'oauth_client_id',
  // Write-only: stored, sent to the partner's token endpoint, never returned.
  'oauth_client_secret',
  'oauth_authorization_url',
  'oauth_token_url',
  'demo_account_login',
  'demo_account_password',
  'demo_account_notes',
] as const;
const API_TOKEN_FIELDS = ['api_token_type', 'api_token_format'] as const;
export type AuthenticationField = (typeof OAUTH_FIELDS)[number] | (typeof API_TOKEN_FIELDS)[number];

/** The fields an authentication type has (auth_not_required has none). */
export function authenticationFields(type: string): readonly AuthenticationField[] {
  if ((OAUTH_TYPES as readonly string[]).includes(type)) return OAUTH_FIELDS;
  if (type === 'api_token_auth') return API_TOKEN_FIELDS;
  return [];
}

/** The categories a service can be listed under (the spec names the field, not the list). */
export const SERVICE_CATEGORIES = [
  'Business tools',
  'Calendars & scheduling',
  'Cloud storage',
  'Communication',
  'Connected car',
  'Developer tools',
  'Environment control',
  'Finance & payments',
  'Health & fitness',
  'Lighting',
  'Location',
  'News & information',
  'Notes & tasks',
  'Notifications',
  'Photo & video',
  'Security & monitoring',
  'Smart home',
  'Social networks',
  'Weather',
] as const;

export const DESCRIPTION_MAX = 1000;
export const SHORT_NAME_MAX = 30;
export const CALL_TO_ACTION_TEXT_MAX = 50;
export const SEARCH_TERMS_MAX = 10;
export const SEARCH_TERM_MAX = 40;
export const URL_MAX = 2000;
/** Any other free text (client ids, demo account, token descriptions). */
export const SHORT_TEXT_MAX = 200;
export const NOTES_MAX = 1000;
export const CLIENT_SECRET_MAX = 1000;

const TEXT_FIELDS = [
  'name',
  'description',
  'category_name',
  'home_url',
  'support_email',
  'short_name',
  'invite_url',
  'api_url_prefix',
  'brand_color',
  'call_to_action_text',
  'call_to_action_link',
  'authentication_type',
  ...OAUTH_FIELDS,
  ...API_TOKEN_FIELDS,
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/**
 * What a client sends to serviceUpdate: a field left out stays as it is; null or '' clears it
 * (connect_enabled: null turns it off, its default).
 */
export type ServiceGeneralInput = Partial<Record<TextField, string | null>> & {
  alternate_search_terms?: readonly string[] | null;
  connect_enabled?: boolean | null;
};

/** The checked values to store: only the fields that were sent; cleared optional fields are null. */
export type ServiceGeneralChanges = Partial<Record<TextField, string | null>> & {
  alternate_search_terms?: string[];
  connect_enabled?: boolean;
};

const URL_FIELDS = new Set<string>([
  'home_url',
  'invite_url',
  'api_url_prefix',
  'call_to_action_link',
  'oauth_authorization_url',
  'oauth_token_url',
]);

const MAX_LENGTH: Record<TextField, number> = {
  name: SERVICE_NAME_MAX,
  description: DESCRIPTION_MAX,
  category_name: SHORT_TEXT_MAX,
  home_url: URL_MAX,
  support_email: 254,
  short_name: SHORT_NAME_MAX,
  invite_url: URL_MAX,
  api_url_prefix: URL_MAX,
  brand_color: 7,
  call_to_action_text: CALL_TO_ACTION_TEXT_MAX,
  call_to_action_link: URL_MAX,
  authentication_type: SHORT_TEXT_MAX,
  oauth_client_id: SHORT_TEXT_MAX,
  oauth_client_secret: CLIENT_SECRET_MAX,
  oauth_authorization_url: URL_MAX,
  oauth_token_url: URL_MAX,
  demo_account_login: SHORT_TEXT_MAX,
  demo_account_password: SHORT_TEXT_MAX,
  demo_account_notes: NOTES_MAX,
  api_token_type: SHORT_TEXT_MAX,
  api_token_format: SHORT_TEXT_MAX,
};

export const MESSAGES = {
  blank: "can't be blank",
  tooLong: (max: number) => `is too long (maximum is ${max} characters)`,
  url: 'must be a URL starting with http:// or https://',
  email: 'must be an e-mail address, like support@example.com',
  color: 'must be a colour in the form #RRGGBB, like #1E88E5',
  notInList: 'is not included in the list',
  notBoolean: 'must be true or false',
  tooManyTerms: `can have at most ${SEARCH_TERMS_MAX} terms`,
  termTooLong: (term: string) => `has a term longer than ${SEARCH_TERM_MAX} characters ("${term}")`,
} as const;

export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** One @, something before it, a dotted domain after it, no spaces: what a mail server could take. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

export const isBrandColor = (value: string) => /^#[0-9A-Fa-f]{6}$/.test(value);

/** "a, b\nc" -> ['a', 'b', 'c']: the form's comma-separated or one-per-line input. */
export function parseSearchTerms(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((t) => t.trim())
    .filter(Boolean);
}

function checkText(field: TextField, value: string): string | null {
  if (value.length > MAX_LENGTH[field]) return MESSAGES.tooLong(MAX_LENGTH[field]);
  if (URL_FIELDS.has(field) && !isHttpUrl(value)) return MESSAGES.url;
  if (field === 'support_email' && !isEmail(value)) return MESSAGES.email;
  if (field === 'brand_color' && !isBrandColor(value)) return MESSAGES.color;
  if (field === 'category_name' && !(SERVICE_CATEGORIES as readonly string[]).includes(value)) {
    return MESSAGES.notInList;
  }
  if (field === 'authentication_type' && !(AUTHENTICATION_TYPES as readonly string[]).includes(value)) {
    return MESSAGES.notInList;
  }
  return null;
}

/**
 * Checks the fields a service update sends. Only formats are checked here: what a submission for
 * review needs is reported by missingForSubmission, so drafts can be saved half-filled.
 */
export function validateServiceGeneral(input: ServiceGeneralInput): {
  value: ServiceGeneralChanges;
  errors: FieldError[];
} {
  const value: ServiceGeneralChanges = {};
  const errors: FieldError[] = [];
  for (const field of TEXT_FIELDS) {
    const given = input[field];
    if (given === undefined) continue;
    const text = field === 'demo_account_password' ? (given ?? '') : (given ?? '').trim();
    if (text === '') {
      if (field === 'name') errors.push({ attribute: field, message: MESSAGES.blank });
      else if (field === 'description') value.description = '';
      else if (field === 'authentication_type') value.authentication_type = 'auth_not_required';
      else value[field] = null;
      continue;
    }
    const problem = checkText(field, text);
    if (problem) errors.push({ attribute: field, message: problem });
    else value[field] = field === 'brand_color' ? text.toUpperCase() : text;
  }
  if (input.alternate_search_terms !== undefined) {
    const terms = dedupe((input.alternate_search_terms ?? []).map((t) => t.trim()).filter(Boolean));
    const long = terms.find((t) => t.length > SEARCH_TERM_MAX);
    if (terms.length > SEARCH_TERMS_MAX) {
      errors.push({ attribute: 'alternate_search_terms', message: MESSAGES.tooManyTerms });
    } else if (long) {
      errors.push({ attribute: 'alternate_search_terms', message: MESSAGES.termTooLong(long) });
    } else {
      value.alternate_search_terms = terms;
    }
  }
  if (input.connect_enabled !== undefined) {
    const given: unknown = input.connect_enabled;
    if (given === null || typeof given === 'boolean') value.connect_enabled = given ?? false;
    else errors.push({ attribute: 'connect_enabled', message: MESSAGES.notBoolean });
  }
  return { value, errors };
}

/** Keeps the first of terms that differ only in case. */
function dedupe(terms: string[]): string[] {
  const seen = new Set<string>();
  return terms.filter((t) => {
    const key = t.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What a service needs before it can be submitted for review, as the service's attribute names. */
export const REQUIRED_FOR_SUBMISSION = [
  'name',
  'description',
  'category_name',
  'home_url',
  'support_email',
  'slug',
  'invite_url',
  'api_url_prefix',
  'brand_color',
  'icon',
] as const;

/**
 * The OAuth types also need these (see "Authentication fields" in
 * spec/review-org-diagnostics.md#3-entities-and-their-fields).
 */
export const REQUIRED_FOR_OAUTH_SUBMISSION = [
  'oauth_client_id',
  'oauth_authorization_url',
  'oauth_token_url',
  'demo_account_login',
] as const;

export interface SubmissionFacts extends Partial<Record<TextField, string | null>> {
  slug: string;
  icon: string | null;
}

/** The required-for-submission attributes that are still empty, in the order of the spec's list. */
export function missingForSubmission(service: SubmissionFacts): string[] {
  const type = service.authentication_type ?? 'auth_not_required';
  const required: readonly string[] = (OAUTH_TYPES as readonly string[]).includes(type)
    ? [...REQUIRED_FOR_SUBMISSION, ...REQUIRED_FOR_OAUTH_SUBMISSION]
    : REQUIRED_FOR_SUBMISSION;
  return required.filter((attribute) => {
    const v = (service as unknown as Record<string, string | null | undefined>)[attribute];
    return v === null || v === undefined || v.trim() === '';
  });
}
