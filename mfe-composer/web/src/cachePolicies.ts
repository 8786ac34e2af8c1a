import type { FieldFunctionOptions, StoreObject, TypePolicies } from '@switchyard/client/apollo';

type Step = StoreObject;

/**
 * An applet's steps have no id: they live inside the applet. The applet page asks for some of their
 * fields and its settings for others; merged step by step (by key), neither answer drops what the
 * other brought (replaced whole, the page's own query found its steps incomplete and asked again).
 */
function mergeStepsByKey(
  existing: readonly Step[] | undefined,
  incoming: readonly Step[],
  { mergeObjects, readField }: FieldFunctionOptions,
): Step[] {
  return incoming.map((step) => {
    const key = readField<string>('key', step);
    const before = existing?.find((e) => readField<string>('key', e) === key);
    return before ? mergeObjects(before, step) : step;
  });
}

/** How the page's Apollo cache keeps what the composer reads (registered when the remote loads). */
export const cachePolicies: TypePolicies = {
  ComposerChannel: { keyFields: ['id'] },
  ComposerStep: { keyFields: ['id'] },
  Applet: {
    keyFields: ['id'],
    fields: {
      applet_trigger: { merge: true },
      applet_queries: { merge: mergeStepsByKey },
      applet_actions: { merge: mergeStepsByKey },
    },
  },
  // Fields and steps of applets have no id: they belong to their parent.
  AppletStep: { keyFields: false },
  ComposerField: { keyFields: false },
};
