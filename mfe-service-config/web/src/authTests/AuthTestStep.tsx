import { Spinner } from '@switchyard/ui';
import type { StepResult, StepStatus } from './authTestRun';
import { parseJsonBody, type PartnerResponse } from './checklists';
import { NOT_RUN } from './messages';

const STATUS_LABELS: Record<StepStatus | 'pending', string> = {
  pending: 'Pending',
  running: 'Running…',
  passed: 'Passed',
  failed: 'Failed',
  not_run: 'Not run',
};

/** JSON bodies indented; anything else as it came. */
function shownBody(body: string): string {
  const json = parseJsonBody(body);
  return json.valid ? JSON.stringify(json.value, null, 2) : body;
}

function shownResponse(response: NonNullable<StepResult['response']>): string {
  if ('query' in response) return `Redirected back with\n${JSON.stringify(response.query, null, 2)}`;
  const r = response as PartnerResponse;
  return `Status: ${r.statusCode}\n\n${shownBody(r.body)}`;
}

function shownRequest(request: unknown): string {
  const r = request as {
    method?: string;
    url?: string;
    headers?: Record<string, string>;
    body?: string | null;
  };
  if (!r || typeof r !== 'object' || !r.method || !r.url) return JSON.stringify(request, null, 2);
  const lines = [`${r.method} ${r.url}`];
  for (const [name, value] of Object.entries(r.headers ?? {})) lines.push(`${name}: ${value}`);
  if (r.body) lines.push('', r.body);
  return lines.join('\n');
}

/** One step of the authentication test: its state, its checklist, the request and the response. */
export function AuthTestStep({ id, title, result }: { id: string; title: string; result?: StepResult }) {
  const status = result?.status ?? 'pending';
  const headingId = `auth-test-step-${id}`;
  const failed = status === 'failed';
  return (
    <li className={`sc-at-step sc-at-step--${status}`}>
      <section aria-labelledby={headingId}>
        <header className="sc-at-step__header">
          <h2 id={headingId}>{title}</h2>
          <span className={`sc-at-step__status sc-at-step__status--${status}`}>{STATUS_LABELS[status]}</span>
        </header>
        {status === 'running' && <Spinner label={`${title}: running`} />}
        {status === 'not_run' && <p className="sc-at-step__note">{NOT_RUN}</p>}
        {result?.error && (
          <p className="sc-at-step__error" role="alert">
            {result.error.code && <code>{result.error.code}</code>} {result.error.message}
          </p>
        )}
        {result?.hint && (
          <p className="sc-note sc-at-step__hint" role="note">
            {result.hint}
          </p>
        )}
        {result && result.checklist.length > 0 && (
          <ul className="sc-at-checklist" aria-label={`${title}: checklist`}>
            {result.checklist.map((item) => (
              <li
                key={item.key}
                className={`sc-at-check sc-at-check--${item.passed ? 'passing' : 'failing'}`}
                data-status={item.passed ? 'passing' : 'failing'}
              >
                <span aria-hidden="true">{item.passed ? '✓' : '✗'}</span>
                <span className="sy-visually-hidden">{item.passed ? 'Passed: ' : 'Failed: '}</span>
                {item.label}
              </li>
            ))}
          </ul>
        )}
        {result?.request !== undefined && (
          <details className="sc-at-exchange" open={failed}>
            <summary>Request</summary>
            <pre aria-label={`${title}: request`}>{shownRequest(result.request)}</pre>
          </details>
        )}
        {result?.response && (
          <details className="sc-at-exchange" open={failed}>
            <summary>Response</summary>
            <pre aria-label={`${title}: response`}>{shownResponse(result.response)}</pre>
          </details>
        )}
      </section>
    </li>
  );
}
