import {
  endpointSections,
  type EndpointSections,
  type SampleField,
  type SampleStep,
} from '@switchyard/connections-common/connectApi';
import type { DomainDeps, RequestContext } from '@switchyard/server-kit';
import { serviceKeyHeaderName } from '@switchyard/server-kit/partner-client';
import { canReadConnectionsOf } from '../access';
import type { CatalogService, CatalogStep } from '../catalog/catalogStore';
import type { ConnectionView, FeatureStepView } from '../connections/connectionView';

/** What `Connection.endpoints` answers (spec/review-org-diagnostics.md#27-connection-endpoints-page). */
export interface ConnectionEndpoints extends EndpointSections {
  api_origin: string;
  service_key_header: string;
  product: string;
}

/**
 * The service's API URL prefix, once the catalog carries one (service-config's snapshot has it;
 * this domain's copy does not store it yet): until then the webhook's URL starts with `{prefix}`.
 */
const apiUrlPrefixOf = (service: CatalogService) => service.api_url_prefix || null;

/**
 * A feature step as the samples see it: the fields its service offers now (from the catalog, each
 * with the partner's preset from the first feature that sets one), or the feature's own fields
 * when the service no longer offers the step.
 */
function sampleStep(uses: FeatureStepView[], offered: CatalogStep | undefined): SampleStep {
  const [first] = uses;
  const preset = (name: string) =>
    uses
      .flatMap((u) => u.fields)
      .find((f) => f.name === name && f.default_value_json !== null && f.default_value_json !== '')
      ?.default_value_json;
  const fields: SampleField[] = offered
    ? offered.fields.map((f) => ({ name: f.name, label: f.label, default_value_json: preset(f.name) }))
    : first.fields.map((f) => ({ name: f.name, label: f.label, default_value_json: preset(f.name) }));
  return {
    type: first.type,
    name: first.name,
    full_module_name: first.full_module_name,
    fields,
    ingredients: first.type === 'trigger' ? (offered?.ingredients ?? first.ingredients) : undefined,
  };
}

/** The connection's triggers, queries and actions, each once, in the order its features use them. */
export function stepsOfConnection(view: ConnectionView): SampleStep[] {
  const uses = new Map<string, FeatureStepView[]>();
  for (const feature of view.applet_configurations)
    for (const step of [...feature.triggers, ...feature.queries, ...feature.actions]) {
      const key = `${step.type}:${step.full_module_name}`;
      uses.set(key, [...(uses.get(key) ?? []), step]);
    }
  const services = [view.owner_channel, ...view.channels];
  return [...uses.values()].map((stepUses) => {
    const { type, channel_id, module_name } = stepUses[0];
    const offered = services
      .find((s) => s.service_id === channel_id)
      ?.steps.find((s) => s.kind === type && s.module_name === module_name);
    return sampleStep(stepUses, offered);
  });
}

/**
 * `Connection.endpoints`: the sample requests, built on the server from the platform's settings
 * (PUBLIC_URL, PRODUCT_SLUG) and the connection's steps; the service key never leaves the server
 * (the samples show it masked). Null to anyone who may not read the connection.
 */
export async function connectionEndpoints(
  deps: DomainDeps,
  view: ConnectionView,
  ctx: RequestContext,
): Promise<ConnectionEndpoints | null> {
  if (!(await canReadConnectionsOf(ctx, view.owner_channel.organization_id))) return null;
  const origin = deps.settings.publicUrl.replace(/\/+$/, '');
  const product = deps.settings.productSlug;
  const serviceKeyHeader = serviceKeyHeaderName(product);
  const sections = endpointSections(
    {
      connectionId: view.id,
      origin,
      product,
      serviceKeyHeader,
      apiUrlPrefix: apiUrlPrefixOf(view.owner_channel),
    },
    stepsOfConnection(view),
  );
  return { api_origin: origin, service_key_header: serviceKeyHeader, product, ...sections };
}
