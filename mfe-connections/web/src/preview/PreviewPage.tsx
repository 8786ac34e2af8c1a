import { linkClick } from '@switchyard/client';
import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { CHANGES_SAVED } from '@switchyard/connections-common/messages';
import { buttonClass, flash, LoadingState } from '@switchyard/ui';
import { useEffect } from 'react';
import { CoverBanner, ServiceIcon, StatusBadge } from '../badges';
import {
  connectionsPath,
  detailPath,
  editPath,
  enablePath,
  endpointsPath,
  previewPath,
  publishPath,
} from '../paths';
import {
  ConnectionPreviewDocument,
  type PreviewConnection,
  type PreviewFeature,
  type PreviewStep,
} from './operations';
import { CustomFieldPreview, StepFieldsPreview } from './PreviewFields';
import { ConnectionNotFound, PageError } from '../pageStates';
import '../connections.css';

export const PREVIEW_LOAD_FAILED = 'Could not load this connection. Please try again.';

/**
 * /connections/{id}: the connection as a user will see it, read-only (the spec's "preview page",
 * where the editor lands after a save with `?saved=1`: the 'Changes saved' flash, then the address
 * without it so a reload does not flash again).
 */
export function PreviewPage({ id, saved }: { id: string; saved: boolean }) {
  const { data, loading, error, refetch } = useQuery(ConnectionPreviewDocument, {
    variables: { id },
    fetchPolicy: ROUTE_LOADED,
  });
  useEffect(() => {
    if (!saved) return;
    flash(CHANGES_SAVED);
    // Not navigate(): that would run the route loader again and ask for the connection twice.
    window.history.replaceState(window.history.state, '', previewPath(id));
  }, [saved, id]);

  const connection = data?.connection;
  if (connection) return <Preview connection={connection} />;
  if (loading) return <LoadingState label="Loading connection…" />;
  if (error && !data) return <PageError message={PREVIEW_LOAD_FAILED} retry={refetch} />;
  return <ConnectionNotFound />;
}

const STEP_KINDS: [keyof Pick<PreviewFeature, 'triggers' | 'queries' | 'actions'>, string][] = [
  ['triggers', 'Trigger'],
  ['queries', 'Query'],
  ['actions', 'Action'],
];

function Preview({ connection: c }: { connection: PreviewConnection }) {
  const other = c.channels[0];
  const serviceNames = new Map([c.owner_channel, ...c.channels].map((s) => [s.module_name, s.name]));
  const propositions = [...c.value_propositions].sort((a, b) => a.order - b.order);
  const post = c.post_configuration;
  return (
    <article className="cn-page" aria-labelledby="preview-title">
      <nav aria-label="Breadcrumb">
        <a href={connectionsPath(c.owner_channel.module_name)} onClick={linkClick}>
          Connections of {c.owner_channel.name}
        </a>
      </nav>
      <div className="cn-row cn-row--between">
        <p className="cn-muted">Preview: what your users will see</p>
        <StatusBadge published={c.published} archived={c.archived} />
      </div>
      <CoverBanner connection={c} />
      <h1 id="preview-title">{c.name || 'Untitled connection'}</h1>
      <div className="cn-services" role="group" aria-label="Services">
        <ServiceIcon service={c.owner_channel} />
        <span>{c.owner_channel.name}</span>
        <span aria-hidden="true">→</span>
        <span className="sy-visually-hidden">connected to</span>
        {other ? (
          <>
            <ServiceIcon service={other} />
            <span>{other.name}</span>
          </>
        ) : (
          <span className="cn-muted">no service chosen</span>
        )}
      </div>
      {c.description && <p>{c.description}</p>}
      {propositions.length > 0 && (
        <ul aria-label="Why connect">
          {propositions.map((p) => (
            <li key={`${p.order}:${p.benefit}`}>{p.benefit}</li>
          ))}
        </ul>
      )}
      <section aria-labelledby="preview-features">
        <h2 id="preview-features">Features</h2>
        {c.applet_configurations.length ? (
          c.applet_configurations.map((f) => (
            <FeaturePreview key={f.id} feature={f} serviceNames={serviceNames} />
          ))
        ) : (
          <p className="cn-muted">This connection has no features yet.</p>
        )}
      </section>
      {(post.message || post.cta_url) && (
        <section aria-labelledby="preview-after">
          <h2 id="preview-after">After setting it up</h2>
          {post.message && <p>{post.message}</p>}
          {post.cta_url && (
            <a href={post.cta_url} rel="noopener noreferrer" target="_blank">
              {post.cta_url}
            </a>
          )}
        </section>
      )}
      <div className="cn-actions">
        {c.can_edit && (
          <>
            <a href={editPath(c.id)} className={buttonClass('secondary')} onClick={linkClick}>
              Edit
            </a>
            {!c.published && (
              <a href={publishPath(c.id)} className={buttonClass('primary')} onClick={linkClick}>
                Publish
              </a>
            )}
          </>
        )}
        <a href={detailPath(c.id)} className={buttonClass('link')} onClick={linkClick}>
          Details
        </a>
        {c.can_edit && (
          <>
            <a href={endpointsPath(c.id)} className={buttonClass('link')} onClick={linkClick}>
              Endpoints
            </a>
            {c.published && !c.archived && (
              <a href={enablePath(c.id)} className={buttonClass('link')} onClick={linkClick}>
                Open the user page
              </a>
            )}
          </>
        )}
      </div>
    </article>
  );
}

function FeaturePreview({
  feature: f,
  serviceNames,
}: {
  feature: PreviewFeature;
  serviceNames: Map<string, string>;
}) {
  const headingId = `feature-${f.id}`;
  const steps: [string, PreviewStep][] = STEP_KINDS.flatMap(([key, kind]) =>
    f[key].map((s) => [kind, s] as [string, PreviewStep]),
  );
  return (
    <section className="cn-feature" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {f.title}
        {!f.required && <span className="cn-muted"> (optional)</span>}
      </h3>
      {f.description && <p>{f.description}</p>}
      {steps.length > 0 && (
        <ol className="cn-steps" aria-label={`Steps of ${f.title}`}>
          {steps.map(([kind, s]) => (
            <li key={`${kind}:${s.full_module_name}`}>
              {kind}: {s.name || s.module_name}{' '}
              <span className="cn-muted">
                ({serviceNames.get(s.channel_module_name) ?? s.channel_module_name})
              </span>
              <StepFieldsPreview step={s} />
            </li>
          ))}
        </ol>
      )}
      {f.customFields.map((field) => (
        <CustomFieldPreview key={field.id} field={field} />
      ))}
    </section>
  );
}
