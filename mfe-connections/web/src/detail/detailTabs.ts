/**
 * The connection detail screen's tabs (spec/connections.md#connection-detail-screen): User feedback
 * (only once the connection is published), Endpoints, API logs; the active one is the address's hash.
 */
export type DetailTab = 'feedback' | 'endpoints' | 'logs';

export const TAB_LABELS: Record<DetailTab, string> = {
  feedback: 'User feedback',
  endpoints: 'Endpoints',
  logs: 'API logs',
};

/** The tabs a connection offers, in their order. */
export const detailTabs = (published: boolean): DetailTab[] =>
  published ? ['feedback', 'endpoints', 'logs'] : ['endpoints', 'logs'];

/** With no hash: a published connection opens on feedback, any other on endpoints. */
export const defaultTab = (published: boolean): DetailTab => (published ? 'feedback' : 'endpoints');

/**
 * The tab a hash (`#logs`, `logs` or empty) names; a hash naming no tab, or one this connection
 * does not offer (#feedback on a draft), gives the default.
 */
export function tabFromHash(hash: string, published: boolean): DetailTab {
  const name = hash.replace(/^#/, '');
  return (detailTabs(published) as string[]).includes(name) ? (name as DetailTab) : defaultTab(published);
}
