import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { Button, flash } from '@switchyard/ui';
import { useState } from 'react';
import { checkAppletNow } from '../composerRequests';
import { AppletRunsDocument, MyTimezoneDocument, type AppletRunsQuery } from '../gql/graphql';
import { HeldRunsNotice } from './HeldRunsNotice';

type Run = NonNullable<NonNullable<AppletRunsQuery['applet']>['recent_runs']>[number];

const STATUS_LABEL: Record<string, string> = {
  held: 'Held',
  queued: 'Queued',
  running: 'Running',
  waiting: 'Waiting',
  succeeded: 'Ran',
  skipped: 'Skipped',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** A time in the user's zone, the zone named: what the engine uses for the delayed actions' calls. */
const whenIn = (iso: string, timezone: string) =>
  `${new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium', timeZone: timezone })} (${timezone.replace(/_/g, ' ')} time)`;

/** When a waiting run's actions run, in the viewer's time zone once it is known. */
function ResumeNote({ at }: { at: string }) {
  const { data } = useQuery(MyTimezoneDocument);
  const zone = data?.me ? (data.me.timezone ?? 'UTC') : null;
  return <p className="composer-run__note">The actions run at {zone ? whenIn(at, zone) : when(at)}.</p>;
}

function totalMs(run: Run) {
  return run.steps.reduce((sum, s) => sum + s.duration_ms, 0);
}

function RunItem({ run, stepName }: { run: Run; stepName: (key: string) => string }) {
  return (
    <li className={`composer-run composer-run--${run.status}`}>
      <div className="composer-run__head">
        <span className={`composer-run__status composer-run__status--${run.status}`}>
          {STATUS_LABEL[run.status] ?? run.status}
        </span>
        <time dateTime={run.created_at}>{when(run.created_at)}</time>
        {run.steps.length > 0 && <span className="composer-run__ms">{totalMs(run)} ms</span>}
      </div>
      {run.status === 'waiting' && run.resume_at && <ResumeNote at={run.resume_at} />}
      {run.error && <p className="composer-run__error">{run.error}</p>}
      {run.steps.length > 0 && (
        <ul className="composer-run__steps">
          {run.steps.map((s) => (
            <li key={s.key}>
              <span className="composer-run__step">{stepName(s.key)}</span>{' '}
              <span className={`composer-run__status composer-run__status--${s.status}`}>
                {STATUS_LABEL[s.status] ?? (s.status === 'retrying' ? 'Retrying' : s.status)}
              </span>{' '}
              <span className="composer-run__ms">
                {s.duration_ms} ms{s.attempts > 1 ? ` · ${s.attempts} attempts` : ''}
              </span>
              {s.error && <span className="composer-run__error"> {s.error}</span>}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Items the engine found but did not run (more than one check runs arrived between two checks). */
export const skippedText = (n: number) =>
  `${n} new ${n === 1 ? 'item was' : 'items were'} not run: more arrived between two checks than one check runs (500).`;

/**
 * The viewer's recent runs of the applet, each with its steps' status, duration and error; when
 * its trigger was checked; 'Check now'. Refreshed every few seconds while the page is open.
 */
export function AppletRuns({ id, stepName }: { id: string; stepName: (key: string) => string }) {
  const { data, refetch } = useQuery(AppletRunsDocument, {
    variables: { id },
    pollInterval: 3000,
    fetchPolicy: ROUTE_LOADED,
  });
  const [checking, setChecking] = useState(false);
  const applet = data?.applet;
  if (!applet) return null;
  const check = applet.trigger_check;

  async function checkNow() {
    setChecking(true);
    const problem = await checkAppletNow(id).catch(() => 'The Applet could not be checked.');
    setChecking(false);
    if (problem) return flash(problem, 'error');
    flash('Checking now…');
    setTimeout(() => void refetch().catch(() => undefined), 1500);
  }

  return (
    <section className="composer-runs" aria-labelledby="composer-runs-title">
      <div className="composer-runs__head">
        <h2 id="composer-runs-title">Recent runs</h2>
        {applet.enabled && (
          <Button variant="secondary" disabled={checking} onClick={() => void checkNow()}>
            Check now
          </Button>
        )}
      </div>
      {check && (
        <p className="composer-runs__check">
          {check.last_checked_at ? `Last checked ${when(check.last_checked_at)}` : 'Not checked yet'}
          {check.next_check_at ? ` · next check ${when(check.next_check_at)}` : ''}
        </p>
      )}
      {check?.last_error && <p className="composer-run__error">The last check failed: {check.last_error}</p>}
      {check && check.skipped_items > 0 && (
        <p className="composer-run__error" role="status">
          {skippedText(check.skipped_items)}
        </p>
      )}
      {applet.held_runs && (
        <HeldRunsNotice
          appletId={id}
          held={applet.held_runs}
          onChanged={() => void refetch().catch(() => undefined)}
        />
      )}
      {applet.recent_runs === null ? (
        <p className="composer-runs__empty" role="alert">
          Recent runs could not be loaded right now.
        </p>
      ) : applet.recent_runs.length === 0 ? (
        <p className="composer-runs__empty">
          {applet.enabled
            ? 'No runs yet. The Applet runs when its trigger finds something new.'
            : 'No runs yet. Turn the Applet on to run it.'}
        </p>
      ) : (
        <ol className="composer-runs__list">
          {applet.recent_runs.map((r) => (
            <RunItem key={r.id} run={r} stepName={stepName} />
          ))}
        </ol>
      )}
    </section>
  );
}
