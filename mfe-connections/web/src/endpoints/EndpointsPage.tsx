import { linkClick } from '@switchyard/client';
import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import {
  MASKED_SERVICE_KEY,
  REQUEST_ID_HEADER,
  SAMPLE_USER_ID,
  USER_ID_PARAM,
} from '@switchyard/connections-common/connectApi';
import { LoadingState } from '@switchyard/ui';
import { DocsSideNav, type DocsSection } from '@switchyard/ui/docs-nav';
import { useEffect } from 'react';
import { previewPath } from '../paths';
import { ConnectionEndpointsDocument, type EndpointItem, type EndpointsConnection } from './operations';
import { RequestSample } from './RequestSample';
import { WebhookTest } from './WebhookTest';
import { ConnectionNotFound, PageError } from '../pageStates';
import '../connections.css';
import './endpoints.css';

export const ENDPOINTS_TITLE = 'Endpoints';
export const ENDPOINTS_LOAD_FAILED = 'Could not load the endpoints of this connection. Please try again.';

const SECTIONS: ['triggers' | 'queries' | 'actions', string, string][] = [
  ['triggers', 'Triggers', 'This connection has no triggers.'],
  ['queries', 'Queries', 'This connection has no queries.'],
  ['actions', 'Actions', 'This connection has no actions.'],
];

/**
 * /connections/{id}/endpoints (spec/review-org-diagnostics.md#27-connection-endpoints-page): the
 * Connect API as this connection offers it, with sample requests built on the server (the service
 * key masked) and the sample webhook.
 */
export function EndpointsPage({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(ConnectionEndpointsDocument, {
    variables: { id },
    fetchPolicy: ROUTE_LOADED,
  });
  const connection = data?.connection;
  if (connection?.endpoints) return <EndpointsView connection={connection} />;
  if (loading) return <LoadingState label="Loading endpoints…" />;
  if (error && !data) return <PageError message={ENDPOINTS_LOAD_FAILED} retry={refetch} />;
  return <ConnectionNotFound />;
}

/** The item the address names (`#severe-weather-alert`), once it is on the page. */
function useScrollToHash(ready: boolean) {
  useEffect(() => {
    if (!ready || !window.location.hash) return;
    let anchor: string;
    try {
      anchor = decodeURIComponent(window.location.hash.slice(1));
    } catch {
      return;
    }
    document.getElementById(anchor)?.scrollIntoView?.();
  }, [ready]);
}

function EndpointsView({ connection: c }: { connection: EndpointsConnection }) {
  useScrollToHash(true);
  return (
    <article className="cn-page cn-endpoints" aria-labelledby="endpoints-title">
      <nav aria-label="Breadcrumb">
        <a href={previewPath(c.id)} onClick={linkClick}>
          {c.name || 'Untitled connection'}
        </a>
      </nav>
      <h1 id="endpoints-title">{ENDPOINTS_TITLE}</h1>
      <p className="cn-endpoints__name">{c.name || 'Untitled connection'}</p>
      <EndpointsContent connection={c} anchorLinks />
    </article>
  );
}

/**
 * What the endpoints page and the detail screen's Endpoints tab show: how to call, the triggers,
 * queries and actions with their samples, the webhook and its test. `anchorLinks` makes each item's
 * title a `#anchor` link (the page's; on the detail screen the hash names the tab).
 */
export function EndpointsContent({
  connection: c,
  anchorLinks = false,
}: {
  connection: EndpointsConnection;
  anchorLinks?: boolean;
}) {
  const e = c.endpoints!;
  const sections: DocsSection[] = [
    ...SECTIONS.flatMap(([key, title]) =>
      e[key].length
        ? e[key].map((item) => ({ id: item.anchor, title: item.name }))
        : [{ id: `endpoints-${key}`, title }],
    ),
    { id: 'endpoints-webhook', title: 'Webhook' },
  ];
  return (
    <DocsSideNav sections={sections}>
      <div className="cn-endpoints">
        <p>
          Your service calls these at <code>{e.api_origin}</code> with its service key in the{' '}
          <code>{e.service_key_header}</code> header (shown as <code>{MASKED_SERVICE_KEY}</code>) and the
          user&rsquo;s id at your service as <code>{USER_ID_PARAM}</code> (shown as{' '}
          <code>{SAMPLE_USER_ID}</code>
          ). Send the same <code>{REQUEST_ID_HEADER}</code> again to retry a call safely.
        </p>
        {SECTIONS.map(([key, title, none]) => (
          <section key={key} aria-labelledby={`endpoints-${key}`}>
            <h2 id={`endpoints-${key}`}>{title}</h2>
            {e[key].length ? (
              e[key].map((item) => <Item key={item.anchor} item={item} anchorLink={anchorLinks} />)
            ) : (
              <p className="cn-muted">{none}</p>
            )}
          </section>
        ))}
        <section aria-labelledby="endpoints-webhook">
          <h2 id="endpoints-webhook">Webhook</h2>
          <p>
            When a feature&rsquo;s trigger fires for a user, the platform sends your service this request (at
            your service&rsquo;s API URL prefix).
          </p>
          <RequestSample request={e.webhook} />
          <WebhookTest connectionId={c.id} />
        </section>
      </div>
    </DocsSideNav>
  );
}

function Item({ item, anchorLink }: { item: EndpointItem; anchorLink: boolean }) {
  const headingId = `${item.anchor}-title`;
  return (
    <section id={item.anchor} className="cn-endpoint" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {anchorLink ? (
          <a href={`#${item.anchor}`} className="cn-endpoint__anchor">
            {item.name}
          </a>
        ) : (
          item.name
        )}
      </h3>
      <p className="cn-muted">
        <code>{item.full_module_name}</code>
      </p>
      {item.requests.map((r) => (
        <RequestSample key={`${r.title}:${r.url}`} request={r} />
      ))}
    </section>
  );
}
