/**
 * The partner's endpoints for a field's dynamic options and its validation (see "Server-supplied templates"
 * in spec/service-config.md#rest):
 * `{api_url_prefix}/{product}/v1/{triggers|actions}/{step}/fields/{slug}/options` (and `/validate`). `{slug}`
 * stays in the template: the form replaces it with the field's key name. Null without an api_url_prefix.
 */
export const FIELD_SLUG_PLACEHOLDER = '{slug}';

/** `{api_url_prefix}/{product}/v1`; a prefix already ending in /{product}/v1 does not get it twice. */
export function protocolBaseUrl(apiUrlPrefix: string, product: string): string {
  const base = apiUrlPrefix.trim().replace(/\/+$/, '');
  const version = `/${product}/v1`;
  return base.endsWith(version) ? base : base + version;
}

export function fieldEndpointTemplate(opts: {
  apiUrlPrefix: string | null;
  product: string;
  stepType: 'triggers' | 'actions';
  /** The trigger's or action's slug; a feed trigger has none and is named by its id. */
  step: string;
  kind: 'options' | 'validate';
}): string | null {
  if (!(opts.apiUrlPrefix ?? '').trim()) return null;
  const base = protocolBaseUrl(opts.apiUrlPrefix!, opts.product);
  const step = encodeURIComponent(opts.step);
  return `${base}/${opts.stepType}/${step}/fields/${FIELD_SLUG_PLACEHOLDER}/${opts.kind}`;
}

/** The template with a field's key name in place of {slug} (what the form shows, read-only). */
export const fieldEndpoint = (template: string, slug: string) =>
  template.replace(FIELD_SLUG_PLACEHOLDER, encodeURIComponent(slug));
