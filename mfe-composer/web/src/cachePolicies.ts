import type { TypePolicies } from '@switchyard/client/apollo';

/** How the page's Apollo cache keeps what the composer reads (registered when the remote loads). */
export const cachePolicies: TypePolicies = {
  ComposerChannel: { keyFields: ['id'] },
  ComposerStep: { keyFields: ['id'] },
  Applet: { keyFields: ['id'] },
  // Fields and steps of applets have no id: they belong to their parent.
  AppletStep: { keyFields: false },
  ComposerField: { keyFields: false },
};
