/**
 * Features (applet configurations): their titles and descriptions (spec/connections.md#5-validation-rules),
 * their dry-run status and removal (spec/connections.md#feature-status, spec/connections.md#submit-flow).
 */
import { featurePath, type FieldError } from './fieldError';
import { FEATURE_DESCRIPTION_MAX, FEATURE_TITLE_MAX, FEATURE_TITLE_MIN } from './limits';
import { FEATURE_DESCRIPTION_TOO_LONG, FEATURE_TITLE_TOO_LONG, FEATURE_TITLE_TOO_SHORT } from './messages';
import type { Feature, FeatureInput, FeatureStatus } from './types';

/** The attribute the server reports feature title problems under (one for all features). */
export const FEATURE_TITLES = 'featureTitles';

/**
 * What is wrong with a feature title, trimmed (undefined when nothing is): blank or shorter than 5
 * characters, or longer than 100. The add-feature input checks a new title with it too.
 */
export function featureTitleProblem(title: string | null | undefined): string | undefined {
  const text = (title ?? '').trim();
  if (text.length < FEATURE_TITLE_MIN) return FEATURE_TITLE_TOO_SHORT;
  if (text.length > FEATURE_TITLE_MAX) return FEATURE_TITLE_TOO_LONG;
  return undefined;
}

/** Whether the add-feature input's Add may be used. */
export const canAddFeature = (title: string | null | undefined) => featureTitleProblem(title) === undefined;

/**
 * The title and description rules of the features to submit: one `featureTitles` error per kind of
 * title problem (the editor marks each feature whose title featureTitleProblem names), and the
 * description of each feature under its own path.
 */
export function checkFeatureTexts(
  features: readonly Pick<FeatureInput, 'title' | 'description'>[],
): FieldError[] {
  const errors: FieldError[] = [];
  const titleProblems = new Set(features.map((f) => featureTitleProblem(f.title)).filter(Boolean));
  for (const message of [FEATURE_TITLE_TOO_SHORT, FEATURE_TITLE_TOO_LONG])
    if (titleProblems.has(message)) errors.push({ attribute: FEATURE_TITLES, message });
  features.forEach((f, i) => {
    if ((f.description ?? '').trim().length > FEATURE_DESCRIPTION_MAX)
      errors.push({ attribute: featurePath(i, 'description'), message: FEATURE_DESCRIPTION_TOO_LONG });
  });
  return errors;
}

// Status: valid -> validating when saved (a dry run of that feature is made), then valid when the
// dry run has no errors, dirty when it has any or the request fails.

/** A saved feature's status while its dry run is in flight. */
export const statusWhenSaved = (): FeatureStatus => 'validating';

/** A feature's status once its dry run answered: its errors, or null when the request failed. */
export function statusAfterDryRun(errors: readonly FieldError[] | null): FeatureStatus {
  return errors && errors.length === 0 ? 'valid' : 'dirty';
}

/** After a failed submit every feature goes back to dirty. */
export const markAllDirty = <F extends Pick<Feature, 'status'>>(features: readonly F[]): F[] =>
  features.map((f) => ({ ...f, status: 'dirty' as const }));

/** Removing a feature only marks it removed. */
export const removeFeature = <F extends Pick<Feature, 'id' | 'removed'>>(
  features: readonly F[],
  id: string,
): F[] => features.map((f) => (f.id === id ? { ...f, removed: true } : f));

/** What is submitted: removed features are dropped. */
export const featuresToSubmit = <F extends Pick<Feature, 'removed'>>(features: readonly F[]): F[] =>
  features.filter((f) => !f.removed);

/** Collapse or expand one feature. */
export const toggleFeature = <F extends Pick<Feature, 'id' | 'collapsed'>>(
  features: readonly F[],
  id: string,
): F[] => features.map((f) => (f.id === id ? { ...f, collapsed: !f.collapsed } : f));

/**
 * A new feature's name (its key, stable once made): its title in snake_case, made unique among the
 * connection's other features with a number.
 */
export function featureName(title: string, taken: readonly string[]): string {
  const base =
    title
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'feature';
  let name = base;
  for (let n = 2; taken.includes(name); n++) name = `${base}_${n}`;
  return name;
}
