import type { FeatureRuns as FeatureRunsData, Run } from './operations';

const STATUS_LABEL: Record<string, string> = {
  held: 'Held',
  queued: 'Queued',
  running: 'Running',
  waiting: 'Waiting',
  succeeded: 'Ran',
  skipped: 'Skipped',
  failed: 'Failed',
  cancelled: 'Cancelled',
  retrying: 'Retrying',
};
export const statusLabel = (status: string) => STATUS_LABEL[status] ?? status;

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A step's key (`query:0`, `filter`, `action:1`) as a user reads it. */
function stepLabel(key: string, stepNames: { queries: string[]; actions: string[] }) {
  const [kind, index] = key.split(':');
  if (kind === 'filter') return 'Script';
  const list = kind === 'query' ? stepNames.queries : kind === 'action' ? stepNames.actions : [];
  return list[Number(index)] ?? key;
}

function RunItem({ run, stepNames }: { run: Run; stepNames: { queries: string[]; actions: string[] } }) {
  const problems = run.steps.filter((s) => s.error);
  return (
    <li className={`cn-run cn-run--${run.status}`}>
      <span className={`cn-run__status cn-run__status--${run.status}`}>{statusLabel(run.status)}</span>{' '}
      <time dateTime={run.created_at}>{when(run.created_at)}</time>
      {run.error && <p className="cn-run__error">{run.error}</p>}
      {problems.length > 0 && (
        <ul className="cn-run__steps">
          {problems.map((s) => (
            <li key={s.key}>
              {stepLabel(s.key, stepNames)} ({statusLabel(s.status).toLowerCase()}): {s.error}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * A running feature's recent runs for the viewer (the engine's): status, time, errors, and when its
 * trigger was last checked. `runs` undefined: not loaded yet.
 */
export function FeatureRuns({
  runs,
  headingId,
  stepNames,
}: {
  runs: FeatureRunsData | undefined;
  headingId: string;
  stepNames: { queries: string[]; actions: string[] };
}) {
  const check = runs?.trigger_check;
  return (
    <section className="cn-runs" aria-labelledby={headingId}>
      <h4 id={headingId}>Recent runs</h4>
      {check && (
        <p className="cn-muted cn-runs__check">
          {check.last_checked_at ? `Last checked ${when(check.last_checked_at)}` : 'Not checked yet'}
          {check.next_check_at ? ` · next check ${when(check.next_check_at)}` : ''}
        </p>
      )}
      {check?.last_error && <p className="cn-run__error">The last check failed: {check.last_error}</p>}
      {runs === undefined ? (
        <p className="cn-muted">Loading runs…</p>
      ) : runs.recent_runs === null ? (
        <p className="cn-muted" role="alert">
          Recent runs could not be loaded right now.
        </p>
      ) : runs.recent_runs.length === 0 ? (
        <p className="cn-muted">No runs yet. It runs when its trigger finds something new.</p>
      ) : (
        <ol className="cn-runs__list">
          {runs.recent_runs.map((r) => (
            <RunItem key={r.id} run={r} stepNames={stepNames} />
          ))}
        </ol>
      )}
    </section>
  );
}
