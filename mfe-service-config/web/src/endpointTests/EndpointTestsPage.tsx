import { linkClick } from '@switchyard/client';
import { Button } from '@switchyard/ui';
import { useMemo } from 'react';
import { EndpointList } from './EndpointList';
import { buildRunView, type TestStatus } from './endpointTestTree';
import { STATUS_TEXTS } from './messages';
import type { LastEndpointTest } from './endpointTestOperations';
import { useEndpointTestRun } from './useEndpointTestRun';
import './EndpointTests.css';

/**
 * /services/{module_name}/endpoint_tests: Begin test runs the partner protocol's checks against the
 * service's API on the server; the page follows the run and shows each endpoint, its test cases
 * (request, response, checklist) and the overall result.
 */
export function EndpointTestsPage({
  moduleName,
  serviceName,
  lastResult,
}: {
  moduleName: string;
  serviceName?: string;
  /** The latest finished run stored on the server, shown until this page runs one. */
  lastResult?: LastEndpointTest | null;
}) {
  const run = useEndpointTestRun(moduleName);
  const view = useMemo(() => buildRunView(run.events), [run.events]);
  const [text, status]: [string, TestStatus] =
    run.phase === 'initial'
      ? [STATUS_TEXTS.initial, 'neutral']
      : run.phase === 'working'
        ? [STATUS_TEXTS.working, 'neutral']
        : run.failed
          ? [STATUS_TEXTS.failed, 'failing']
          : [STATUS_TEXTS.passed, 'passing'];
  const end = view.end;

  return (
    <section className="sc-page sc-et" aria-labelledby="endpoint-tests-title">
      <nav aria-label="Breadcrumb" className="sc-breadcrumb">
        <a href={`/services/${encodeURIComponent(moduleName)}`} onClick={linkClick}>
          {serviceName ?? moduleName}
        </a>
      </nav>
      <h1 id="endpoint-tests-title">Endpoint tests</h1>
      <p className="sc-et-intro">
        Calls your service&rsquo;s API (its API URL prefix) as the platform will: status and test/setup first,
        then every trigger, action, query and field endpoint with the samples test/setup gives, in test mode.
      </p>
      <Button variant="primary" onClick={run.begin} disabled={run.phase === 'working'}>
        Begin test
      </Button>
      <div role="status" aria-live="polite">
        <h2 className={`sc-et-status ${status}`}>{text}</h2>
      </div>
      {run.phase === 'initial' && lastResult && <LastResult result={lastResult} />}
      {run.error && (
        <p className="sc-et-error" role="alert">
          {run.error}
        </p>
      )}
      {end && (
        <p className="sc-et-totals">
          {Number(end.passing ?? 0)} passing, {Number(end.failing ?? 0)} failing
          {Number(end.skipped ?? 0) > 0 && `, ${Number(end.skipped)} skipped`}
        </p>
      )}
      <EndpointList endpoints={view.endpoints} />
    </section>
  );
}

function LastResult({ result }: { result: LastEndpointTest }) {
  const when = new Date(result.finished_at);
  return (
    <p className="sc-et-last">
      Last test {Number.isNaN(when.getTime()) ? result.finished_at : when.toLocaleString()}:{' '}
      <strong className={result.failed ? 'failing' : 'passing'}>{result.failed ? 'failed' : 'passed'}</strong>
      , {result.passing} passing, {result.failed_count} failing.
    </p>
  );
}
