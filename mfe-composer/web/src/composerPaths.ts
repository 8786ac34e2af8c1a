/** The composer's pages (the spec does not show their paths; see the README). */
export const MY_APPLETS = '/my_applets';
export const NEW_APPLET = '/my_applets/new';
export const appletPage = (id: string) => `${MY_APPLETS}/${encodeURIComponent(id)}`;
export const editAppletPage = (id: string) => `${appletPage(id)}/edit`;
export const publishedAppletPage = (id: string) => `/applets/${encodeURIComponent(id)}`;
/** How applets work: the help link of spec/composer-and-header.md#applet-composer. */
export const COMPOSER_HELP = '/my_applets/help';
