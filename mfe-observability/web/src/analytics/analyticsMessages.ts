/** The analytics page's texts (spec/connections.md#8-the-error-catalogue for the failure). */
export const ANALYTICS_MESSAGES = {
  loadFailed: 'Failed to fetch analytics metrics for this service',
  loading: 'Loading analytics…',
  loadingSteps: 'Loading steps…',
  noUsers: 'No users yet',
  noPartners: 'No services work with it yet',
  noSteps: (kind: string) => `This service has no ${kind}`,
} as const;

export const STEP_TABS = [
  { id: 'trigger', label: 'Triggers', plural: 'triggers' },
  { id: 'query', label: 'Queries', plural: 'queries' },
  { id: 'action', label: 'Actions', plural: 'actions' },
] as const;

export type StepTab = (typeof STEP_TABS)[number]['id'];

/** The services path of a service (a slice's and a row's link). */
export const servicePath = (moduleName: string) => `/services/${encodeURIComponent(moduleName)}`;

export const formatCount = (n: number) => n.toLocaleString('en-US');
