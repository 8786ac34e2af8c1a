import { ROUTE_LOADED, useMutation, useQuery } from '@switchyard/client/apollo';
import { linkClick } from '@switchyard/client';
import { Button, flash } from '@switchyard/ui';
import { useId, useState } from 'react';
import { ScriptPageDocument, UpdateChannelScriptDocument, type ScriptService } from './operations';
import { SCRIPT_MESSAGES } from './runRequest';
import { STARTER_SCRIPT } from '@switchyard/service-config-common/script/starterScript';
import type { UserError } from '../services/serviceOperations';
import { servicePath } from '../steps/operations';
import { isReadOnly, ReadOnlyNote } from '../stepEditor/ReadOnlyNote';
import { RunPanel } from './RunPanel';
import { CodeEditor } from '@switchyard/ui/code-editor';
import './ScriptPage.css';
import { ServiceNotLoaded } from '../services/ServiceNotLoaded';

/**
 * /services/{module_name}/script: the adapter script's editor and run panel (see
 * spec/service-config.md#adapter-script-screen).
 */
export function ScriptPage({ moduleName }: { moduleName: string }) {
  const { data, loading, error, refetch } = useQuery(ScriptPageDocument, {
    variables: { module_name: moduleName },
    fetchPolicy: ROUTE_LOADED,
  });
  const service = data?.service;
  if (service) return <ScriptScreen key={service.id} service={service} />;
  return (
    <ServiceNotLoaded
      moduleName={moduleName}
      loading={loading}
      error={error}
      refetch={refetch}
      loadingLabel="Loading script…"
    />
  );
}

function ScriptScreen({ service }: { service: ScriptService }) {
  const saved = service.script ?? '';
  const [script, setScript] = useState(saved);
  const [errors, setErrors] = useState<UserError[]>([]);
  const [update, { loading: saving }] = useMutation(UpdateChannelScriptDocument);
  const labelId = useId();
  const errorId = useId();
  const hintId = useId();
  const dirty = script !== saved;

  async function onUpdate() {
    setErrors([]);
    try {
      const { data } = await update({
        variables: { channel_module_name: service.module_name, script },
        update(cache, { data: answer }) {
          const result = answer?.updateChannelScript;
          if (result && !result.errors.length) {
            cache.modify({
              id: cache.identify({ __typename: 'Service', id: service.id }),
              fields: { script: () => result.script },
            });
          }
        },
      });
      const result = data?.updateChannelScript;
      if (!result || result.errors.length) {
        setErrors(result?.errors ?? []);
        throw new Error('not updated');
      }
    } catch {
      flash(SCRIPT_MESSAGES.updateFailed, 'error');
      return;
    }
    flash(SCRIPT_MESSAGES.updated);
  }

  return (
    <section className="sc-page sc-page--wide" aria-labelledby="script-title">
      <nav aria-label="Breadcrumb">
        <a href={servicePath(service.module_name)} onClick={linkClick}>
          {service.name}
        </a>
      </nav>
      <h1 id="script-title">Adapter script</h1>
      <ReadOnlyNote service={service} />
      <section className="sc-form__group" aria-labelledby={labelId}>
        <h2 id={labelId} className="sc-script__heading">
          Script
        </h2>
        <p id={hintId} className="sy-field__hint">
          JavaScript that answers the partner protocol for this service. It defines{' '}
          <code>async function handler(request, env)</code>: <code>request</code> holds the operation,
          endpoint, step and body of the run below; <code>env.fetch(path, init)</code> calls your API under
          its API URL prefix; <code>console.log</code> output is shown with the response. Tab moves to the
          next control; Ctrl-] and Ctrl-[ indent.
        </p>
        <CodeEditor
          value={script}
          onChange={setScript}
          readOnly={isReadOnly(service)}
          labelledBy={labelId}
          describedBy={[hintId, errors.length ? errorId : ''].filter(Boolean).join(' ')}
        />
        {errors.length > 0 && (
          <ul id={errorId} className="sc-script__errors">
            {errors.map((e) => (
              <li key={`${e.attribute}:${e.message}`} className="sy-field__error">
                Error: {e.attribute} {e.message}
              </li>
            ))}
          </ul>
        )}
        {!isReadOnly(service) && (
          <div className="sc-form__actions">
            <Button variant="primary" onClick={() => void onUpdate()} disabled={saving} aria-busy={saving}>
              {saving ? 'Saving…' : 'Update script'}
            </Button>
            {script.trim() === '' && (
              <Button variant="secondary" onClick={() => setScript(STARTER_SCRIPT)}>
                Insert an example
              </Button>
            )}
            {dirty && <span className="sc-muted">Unsaved changes: Run script uses the saved script.</span>}
          </div>
        )}
      </section>
      <RunPanel service={service} />
    </section>
  );
}
