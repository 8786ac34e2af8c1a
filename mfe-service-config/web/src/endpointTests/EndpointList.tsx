import { useId, useState, type ReactNode } from 'react';
import type { ChecklistItem, EndpointView, TestCaseView, TestStatus } from './endpointTestTree';

const STATUS_WORDS: Record<TestStatus, string> = {
  passing: 'Passed',
  failing: 'Failed',
  neutral: 'Not checked',
};
const STATUS_MARKS: Record<TestStatus, string> = { passing: '✓', failing: '✗', neutral: '–' };

function StatusMark({ status }: { status: TestStatus }) {
  return (
    <span className={`sc-et-mark ${status}`} aria-hidden="true">
      {STATUS_MARKS[status]}
    </span>
  );
}

/** A button that shows and hides its panel (aria-expanded, aria-controls): keyboard-operable as any button. */
function Expandable({
  className,
  status,
  summary,
  children,
}: {
  className: string;
  status: TestStatus;
  summary: ReactNode;
  children: () => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className={`${className} ${status}`}>
      <button
        type="button"
        className="sc-et-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <StatusMark status={status} />
        <span className="sy-visually-hidden">{STATUS_WORDS[status]}: </span>
        {summary}
      </button>
      <div id={panelId} hidden={!open} className="sc-et-panel">
        {open && children()}
      </div>
    </li>
  );
}

function Checklist({ items, label }: { items: ChecklistItem[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul className="sc-et-checklist" aria-label={label}>
      {items.map((item) => (
        <li key={item.index} className={`sc-et-check ${item.status}`}>
          <StatusMark status={item.status} />
          <span className="sy-visually-hidden">{STATUS_WORDS[item.status]}: </span>
          {item.text}
          {item.detail && <span className="sc-et-detail"> — {item.detail}</span>}
        </li>
      ))}
    </ul>
  );
}

const json = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

function Exchange({ title, data }: { title: string; data: Record<string, unknown> | undefined }) {
  if (!data) return null;
  const headers = (data.headers ?? {}) as Record<string, string>;
  const line =
    title === 'Request'
      ? `${String(data.method)} ${String(data.url)}`
      : `${String(data.status)}${typeof data.duration_ms === 'number' ? ` (${data.duration_ms} ms)` : ''}`;
  return (
    <div className="sc-et-exchange">
      <h3>{title}</h3>
      <p>
        <code>{line}</code>
      </p>
      <pre className="sc-et-headers">
        {Object.entries(headers)
          .map(([k, v]) => `${k}: ${v}`)
          .join('\n')}
      </pre>
      {data.body !== null && data.body !== undefined && data.body !== '' && (
        <pre className="sc-et-body">
          {json(data.body)}
          {data.body_truncated === true && '\n… (cut short)'}
        </pre>
      )}
    </div>
  );
}

function TestCase({ testCase }: { testCase: TestCaseView }) {
  return (
    <Expandable className="sc-et-case" status={testCase.status} summary={testCase.label}>
      {() => (
        <>
          <Exchange title="Request" data={testCase.request} />
          <Exchange title="Response" data={testCase.response} />
          <h3>Checklist</h3>
          <Checklist items={testCase.checklist} label={`Checklist of ${testCase.label}`} />
        </>
      )}
    </Expandable>
  );
}

/** The endpoints of a run, each with its test cases (request, response, checklist). */
export function EndpointList({ endpoints }: { endpoints: EndpointView[] }) {
  if (endpoints.length === 0) return null;
  return (
    <ul className="sc-et-endpoints" aria-label="Endpoints">
      {endpoints.map((endpoint) => (
        <Expandable
          key={endpoint.path}
          className="sc-et-endpoint"
          status={endpoint.status}
          summary={<code>{endpoint.path}</code>}
        >
          {() => (
            <>
              <Checklist items={endpoint.notes} label={`Notes on ${endpoint.path}`} />
              {endpoint.testCases.length > 0 && (
                <ul className="sc-et-cases" aria-label={`Test cases of ${endpoint.path}`}>
                  {endpoint.testCases.map((c) => (
                    <TestCase key={c.path} testCase={c} />
                  ))}
                </ul>
              )}
            </>
          )}
        </Expandable>
      ))}
    </ul>
  );
}
