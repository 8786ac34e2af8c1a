/**
 * Element ids of the editor's inputs by error attribute, so that an error can be scrolled to and
 * focused (spec/connections.md#8-the-error-catalogue: "scroll to the first error").
 */

/** The id of the input (or message) a feature-relative or connection-level path points at. */
export const fieldId = (path: string) => `cx-${path.replace(/[^A-Za-z0-9_-]+/g, '-')}`;

/** The id of an input of the feature open in 'Feature Settings', by its feature-relative path. */
export const featureFieldId = (path: string) => fieldId(`f/${path}`);

/** Connection-level attributes and the inputs they belong to. */
const CONNECTION_FIELDS: Record<string, string> = {
  name: 'name',
  description: 'description',
  cover_image: 'cover_image',
  'applet/applet_script': 'applet_script',
  minimum_applet_configurations: 'add_feature',
  featureTitles: 'add_feature',
  connected_channel_module_names: 'error-connected_channel_module_names',
};

/** The element id of a connection-level attribute (unknown ones, like base, go to the form's error list). */
export const connectionFieldId = (attribute: string) => fieldId(CONNECTION_FIELDS[attribute] ?? 'errors');

/**
 * The element a feature-relative path points at, or its nearest ancestor path that has one (a message
 * about an option goes to the option, else the field, else the feature).
 */
export function findFeatureField(root: ParentNode, path: string): HTMLElement | null {
  const parts = path.split('/');
  for (let n = parts.length; n > 0; n--) {
    const el = root.querySelector<HTMLElement>(`#${CSS.escape(featureFieldId(parts.slice(0, n).join('/')))}`);
    if (el) return el;
  }
  return null;
}

/** Scrolls to an element and focuses it. */
export function scrollAndFocus(el: HTMLElement | null) {
  if (!el) return;
  el.scrollIntoView?.({ block: 'center' });
  el.focus({ preventScroll: true });
}
