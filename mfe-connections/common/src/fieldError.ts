/**
 * One problem with one input: the attribute it concerns and the message shown beside it. The
 * attributes are those the server answers (spec/connections.md#8-the-error-catalogue): name,
 * description, featureTitles, minimum_applet_configurations, connected_channel_module_names, base,
 * applet/applet_script, and per-feature and per-option paths, written as the update input's names
 * joined by slashes: `applet_configurations/0/custom_fields/1/static_options/2/label`, the indexes
 * those of the submitted input (removed features already dropped).
 */
export interface FieldError {
  attribute: string;
  message: string;
}

export const FEATURES = 'applet_configurations';

/** The attribute of a feature's own input, or the feature itself. */
export const featurePath = (feature: number, ...rest: (string | number)[]) =>
  [FEATURES, feature, ...rest].join('/');

/** The attribute of a custom field's input, or the field itself. */
export const customFieldPath = (feature: number, field: number, ...rest: (string | number)[]) =>
  featurePath(feature, 'custom_fields', field, ...rest);

/** What an attribute points at, for the editor to open and scroll to the field. */
export interface ErrorTarget {
  feature?: number;
  step?: { list: string; index: number };
  customField?: number;
  option?: number;
  /** The input's name the message is about, when the path ends with one. */
  field?: string;
}

/** Reads a per-feature or per-option path; other attributes are connection-level (`{ field }`). */
export function errorTarget(attribute: string): ErrorTarget {
  const parts = attribute.split('/');
  if (parts[0] !== FEATURES || parts.length < 2 || !/^\d+$/.test(parts[1])) return { field: attribute };
  const target: ErrorTarget = { feature: Number(parts[1]) };
  let i = 2;
  const index = (at: number) => (/^\d+$/.test(parts[at] ?? '') ? Number(parts[at]) : undefined);
  if (parts[i]?.startsWith('dynamic_applet_') && index(i + 1) !== undefined) {
    target.step = { list: parts[i], index: index(i + 1)! };
    i += 2;
  } else if (parts[i] === 'custom_fields' && index(i + 1) !== undefined) {
    target.customField = index(i + 1);
    i += 2;
    if (parts[i] === 'static_options' && index(i + 1) !== undefined) {
      target.option = index(i + 1);
      i += 2;
    }
  }
  if (i < parts.length) target.field = parts.slice(i).join('/');
  return target;
}
