/** The kinds of outbound call the platform makes; each caller tags its calls with one. */
export const TRANSACTION_TYPES = {
  endpoint_test: 'Endpoint test',
  auth_test: 'Authentication test',
  script: 'Adapter script',
  field_options: 'Field options',
  field_validation: 'Field validation',
  status: 'Status check',
  user_info: 'User info',
  token: 'Token exchange',
  trigger: 'Trigger poll',
  trigger_identity: 'Trigger identity deletion',
  query: 'Query',
  action: 'Action',
  connect_api: 'Connect API',
  webhook: 'Webhook',
} as const;

export type TransactionType = keyof typeof TRANSACTION_TYPES;

export function typeUiLabel(type: string): string {
  const known = (TRANSACTION_TYPES as Record<string, string>)[type];
  if (known) return known;
  const words = type.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The logs page filters; each list's first option is its default (spec 4.9). */
export const REQUEST_TYPE_OPTIONS = [
  'all',
  ...(Object.keys(TRANSACTION_TYPES) as TransactionType[]),
] as const;
export const RESPONSE_STATUS_OPTIONS = ['all', 'success', 'error'] as const;
export const TIMEFRAME_OPTIONS = ['1d', '7d', '30d'] as const;
export type ResponseStatusFilter = (typeof RESPONSE_STATUS_OPTIONS)[number];
export type Timeframe = (typeof TIMEFRAME_OPTIONS)[number];

/** The logs page's filters with what the page shows for each option (first option first). */
export function transactionLogFilters() {
  const options = (labels: Record<string, string>) =>
    Object.entries(labels).map(([value, label]) => ({ value, label }));
  return {
    request_types: options({ all: 'All request types', ...TRANSACTION_TYPES }),
    response_statuses: options({ all: 'All statuses', success: 'Success', error: 'Error' }),
    timeframes: options({ '1d': 'Last day', '7d': 'Last 7 days', '30d': 'Last 30 days' }),
  };
}

export const TIMEFRAME_MS: Record<Timeframe, number> = {
  '1d': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
};
