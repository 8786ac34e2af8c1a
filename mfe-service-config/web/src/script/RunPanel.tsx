import { useMutation } from '@switchyard/client/apollo';
import { linkClick } from '@switchyard/client';
import { Button, Field } from '@switchyard/ui';
import { useId, useState, type FormEvent } from 'react';
import { SelectField } from '@switchyard/ui';
import { logsPath, RunStepTestDocument, type ScriptService } from './operations';
import { DEFAULT_BODY_TEXT, parseRequestBody, prettyJson } from './runRequest';
import type { UserError } from '../services/serviceOperations';

export const RUN_FAILED = 'Could not run the script. Please try again.';

type Outcome =
  { kind: 'answer'; protocolResponse: unknown; errors: UserError[] } | { kind: 'failed'; message: string };

/**
 * The run panel: Operation, Request endpoint, Request body, See logs and Run script. A run uses the
 * saved script and changes nothing, so it is offered on published services too.
 */
export function RunPanel({ service }: { service: ScriptService }) {
  const endpoints = service.script_endpoints;
  const [endpoint, setEndpoint] = useState(endpoints[0]?.endpoint ?? '');
  const selected = endpoints.find((e) => e.endpoint === endpoint) ?? endpoints[0];
  const operations = selected?.operations ?? [];
  const [chosenOperation, setOperation] = useState(operations[0] ?? '');
  // An operation the chosen endpoint does not take falls back to the endpoint's first one.
  const operation = operations.includes(chosenOperation) ? chosenOperation : (operations[0] ?? '');
  const [body, setBody] = useState(DEFAULT_BODY_TEXT);
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [runStepTest, { loading: running }] = useMutation(RunStepTestDocument);
  const bodyId = useId();
  const titleId = useId();
  const resultId = useId();

  async function onRun(e: FormEvent) {
    e.preventDefault();
    if (!selected || running) return;
    const parsed = parseRequestBody(body);
    if (!parsed.ok) {
      setBodyError(parsed.message);
      document.getElementById(bodyId)?.focus();
      return;
    }
    setBodyError(null);
    setOutcome(null);
    try {
      const { data } = await runStepTest({
        variables: {
          channel_module_name: service.module_name,
          step_module_name: selected.step_module_name,
          step_field_slug: selected.field_slug,
          step_type: selected.step_type,
          operation,
          step_body: parsed.value,
        },
      });
      if (!data) throw new Error('no answer');
      setOutcome({
        kind: 'answer',
        protocolResponse: data.runStepTest.protocol_response,
        errors: data.runStepTest.errors,
      });
    } catch {
      setOutcome({ kind: 'failed', message: RUN_FAILED });
    }
  }

  return (
    <section className="sc-form__group sc-run-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="sc-script__heading">
        Run
      </h2>
      {endpoints.length === 0 ? (
        <p className="sc-muted">
          This service has no triggers, queries or actions to run the script for yet.
        </p>
      ) : (
        <form onSubmit={(e) => void onRun(e)} noValidate>
          <div className="sc-run-panel__selects">
            <SelectField
              label="Operation"
              value={operation}
              onChange={(e) => setOperation(e.target.value)}
              options={operations.map((op) => ({ value: op, label: op }))}
            />
            <SelectField
              label="Request endpoint"
              value={selected?.endpoint ?? ''}
              onChange={(e) => setEndpoint(e.target.value)}
              options={endpoints.map((o) => ({ value: o.endpoint, label: o.endpoint }))}
            />
          </div>
          <Field
            multiline
            id={bodyId}
            label="Request body"
            hint="JSON: fields, limit, cursor, value, values, trigger_identity."
            className="sc-run-panel__body"
            rows={8}
            spellCheck={false}
            value={body}
            onChange={(e) => {
              setBody(e.target.value);
              if (bodyError) setBodyError(null);
            }}
            error={bodyError}
          />
          <div className="sc-form__actions">
            <Button type="submit" variant="primary" disabled={running} aria-busy={running}>
              {running ? 'Running…' : 'Run script'}
            </Button>
            <a href={logsPath(service.module_name)} onClick={linkClick}>
              See logs
            </a>
          </div>
        </form>
      )}
      <div id={resultId} className="sc-run-panel__result" aria-live="polite" aria-busy={running}>
        {running && <p className="sc-muted">Running the script…</p>}
        {outcome?.kind === 'failed' && (
          <p role="alert" className="sy-field__error">
            {outcome.message}
          </p>
        )}
        {outcome?.kind === 'answer' && (
          <RunOutcome protocolResponse={outcome.protocolResponse} errors={outcome.errors} />
        )}
      </div>
    </section>
  );
}

function RunOutcome({ protocolResponse, errors }: { protocolResponse: unknown; errors: UserError[] }) {
  const responseId = useId();
  return (
    <>
      {errors.length > 0 && (
        <ul role="alert" className="sc-script__errors">
          {errors.map((e) => (
            <li key={`${e.attribute}:${e.message}`} className="sy-field__error">
              Error: {e.attribute} {e.message}
            </li>
          ))}
        </ul>
      )}
      {protocolResponse !== null && protocolResponse !== undefined && (
        <>
          <h3 id={responseId} className="sc-run-panel__result-title">
            Response
          </h3>
          {/* Focusable so keyboard users can scroll a long answer. */}
          <pre className="sc-run-panel__json" tabIndex={0} aria-labelledby={responseId}>
            {prettyJson(protocolResponse)}
          </pre>
        </>
      )}
    </>
  );
}
