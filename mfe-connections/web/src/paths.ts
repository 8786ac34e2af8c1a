/**
 * The remote's addresses (mfe-connections/README.md, "Web remote"): every page builds its links here,
 * so a route and the links to it never disagree.
 */
const seg = encodeURIComponent;

export const CONNECTIONS_PATH = '/connections';
/** The list, narrowed to one service with `?service=`. */
export const connectionsPath = (service?: string | null) =>
  service ? `${CONNECTIONS_PATH}?service=${seg(service)}` : CONNECTIONS_PATH;
/** The start screen of a new connection from the owner service. */
export const startPath = (owner: string) => `${CONNECTIONS_PATH}/new/${seg(owner)}`;
/** The editor of a new connection from `owner` to `selected`. */
export const configurePath = (owner: string, selected: string) =>
  `${startPath(owner)}/configure?selected_service=${seg(selected)}`;
export const editPath = (id: string) => `${CONNECTIONS_PATH}/${seg(id)}/edit`;
export const publishPath = (id: string) => `${CONNECTIONS_PATH}/${seg(id)}/publish`;
/** The preview page; `saved` asks it for the 'Changes saved' flash (the editor, after a save). */
export const previewPath = (id: string, opts: { saved?: boolean } = {}) =>
  `${CONNECTIONS_PATH}/${seg(id)}${opts.saved ? '?saved=1' : ''}`;
/** The Connect API's endpoints of a connection, with sample requests; `#<anchor>` names one step. */
export const endpointsPath = (id: string, anchor?: string) =>
  `${CONNECTIONS_PATH}/${seg(id)}/endpoints${anchor ? `#${anchor}` : ''}`;
/** Where a user enables the published connection, chooses its features and sees what ran. */
export const enablePath = (id: string) => `${CONNECTIONS_PATH}/${seg(id)}/enable`;
/** The owner service's own page (service-config's remote). */
export const servicePagePath = (moduleName: string) => `/services/${seg(moduleName)}`;
/** The connection detail screen; `tab` names its tab in the hash (#feedback, #endpoints, #logs). */
export const detailPath = (id: string, tab?: 'feedback' | 'endpoints' | 'logs') =>
  `${CONNECTIONS_PATH}/${seg(id)}/detail${tab ? `#${tab}` : ''}`;
