import { formatBody, statusLabel } from './logFormat';
import type { LogHeader, LogEntry } from './logTypes';

/** The request and response of one call (headers and bodies as stored: secrets already redacted). */
export function LogDetails({ log }: { log: LogEntry }) {
  return (
    <div className="sy-logs-details">
      <section className="sy-logs-details__part" aria-label="Request">
        <h3>Request</h3>
        <p className="sy-logs-details__line">
          <code>
            {log.request_method} {log.request_url}
          </code>
        </p>
        <Headers headers={log.request_headers} />
        <Body body={log.request_body} truncated={log.request_body_truncated} />
      </section>
      <section className="sy-logs-details__part" aria-label="Response">
        <h3>Response</h3>
        {log.response_status === null ? (
          <p className="sy-logs-details__line sy-logs-status--error">
            No response{log.error_code ? ` (${statusLabel(log)})` : ''}
            {log.error ? `: ${log.error}` : ''}
          </p>
        ) : (
          <>
            <p className="sy-logs-details__line">
              Status <strong>{log.response_status}</strong>
              {log.error ? <span className="sy-logs-status--error"> ({log.error})</span> : null}
            </p>
            <Headers headers={log.response_headers ?? []} />
            <Body body={log.response_body} truncated={log.response_body_truncated} />
          </>
        )}
      </section>
    </div>
  );
}

function Headers({ headers }: { headers: LogHeader[] }) {
  if (!headers.length) return <p className="sy-logs-muted">No headers</p>;
  return (
    <>
      <h4>Headers</h4>
      <dl className="sy-logs-headers">
        {headers.map((h, i) => (
          <div key={`${h.name}:${i}`} className="sy-logs-headers__row">
            <dt>{h.name}</dt>
            <dd>{h.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function Body({ body, truncated }: { body: string | null; truncated: boolean }) {
  if (!body) return <p className="sy-logs-muted">No body</p>;
  return (
    <>
      <h4>Body</h4>
      <pre className="sy-logs-body">{formatBody(body)}</pre>
      {truncated && <p className="sy-logs-muted">Only the first 16 KB of this body was kept.</p>}
    </>
  );
}
