import { parseSearchTerms } from './serviceGeneral';
import type { ServiceInput, ServiceOverview } from './serviceOperations';

/** The form's text fields, in the order the server's input takes them. */
export const GENERAL_FORM_FIELDS = [
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
  'alternate_search_terms',
  'authentication_type',
  'oauth_client_id',
  'oauth_client_secret',
  'oauth_authorization_url',
  'oauth_token_url',
  'demo_account_login',
  'demo_account_password',
  'demo_account_notes',
  'api_token_type',
  'api_token_format',
] as const;

export type GeneralFormField = (typeof GENERAL_FORM_FIELDS)[number];
/** Every attribute the form has an input for: a server error on one of them shows beside it. */
export const FORM_ATTRIBUTES: readonly string[] = [...GENERAL_FORM_FIELDS, 'connect_enabled'];
/**
 * Every value as the inputs hold it; alternate_search_terms is the comma- or line-separated text,
 * connect_enabled the checkbox's state.
 */
export type GeneralFormValues = Partial<Record<GeneralFormField, string>> & { connect_enabled?: boolean };

/** How each attribute of the service is named on the page (also in the review checklist). */
export const ATTRIBUTE_LABELS: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  category_name: 'Category',
  home_url: 'Official web page',
  support_email: 'Support e-mail',
  slug: 'Slug',
  short_name: 'Short name',
  invite_url: 'Invite URL',
  api_url_prefix: 'API URL prefix',
  brand_color: 'Brand colour',
  icon: 'Icon (applet logo)',
  call_to_action_text: 'Call to action text',
  call_to_action_link: 'Call to action link',
  alternate_search_terms: 'Alternate search terms',
  authentication_type: 'Authentication type',
  oauth_client_id: 'OAuth client ID',
  oauth_client_secret: 'OAuth client secret',
  oauth_authorization_url: 'OAuth authorization URL',
  oauth_token_url: 'OAuth token URL',
  demo_account_login: 'Demo account login',
  demo_account_password: 'Demo account password',
  demo_account_notes: 'Demo account notes',
  api_token_type: 'API token type',
  api_token_format: 'API token format',
  connect_enabled: 'Allow connections',
};

export function toFormValues(service: ServiceOverview): GeneralFormValues {
  const values: GeneralFormValues = { connect_enabled: service.connect_enabled };
  for (const field of GENERAL_FORM_FIELDS) {
    if (field === 'alternate_search_terms') values[field] = service.alternate_search_terms.join('\n');
    // Write-only: the server never returns it, so the input starts empty.
    else if (field === 'oauth_client_secret') values[field] = '';
    else values[field] = service[field] ?? '';
  }
  return values;
}

/**
 * Every field is sent, so what the form shows is what gets stored (hidden authentication fields
 * included), except a blank client secret: left out, so the saved one stays.
 */
export function toServiceInput(values: GeneralFormValues): ServiceInput {
  const input: ServiceInput = { connect_enabled: values.connect_enabled ?? false };
  for (const field of GENERAL_FORM_FIELDS) {
    if (field === 'alternate_search_terms') input[field] = parseSearchTerms(values[field] ?? '');
    else if (field === 'oauth_client_secret') {
      if (values[field]?.trim()) input[field] = values[field];
    } else input[field] = values[field] ?? '';
  }
  return input;
}
