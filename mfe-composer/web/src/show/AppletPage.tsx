import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { getSession, linkClick, navigate } from '@switchyard/client';
import { formatDelay } from '@switchyard/composer-common/delay';
import { PREVIEW_ACCESS } from '@switchyard/composer-common/messages';
import { Button, EmptyState, ErrorState, flash, LoadingState, useConfirm } from '@switchyard/ui';
import { useState } from 'react';
import { editAppletPage, MY_APPLETS, NEW_APPLET } from '../composerPaths';
import { deleteApplet, setAppletStatus } from '../composerRequests';
import {
  AppletRunsDocument,
  AppletSettingsDocument,
  ComposerAppletDocument,
  type AppletStepFieldsFragment,
} from '../gql/graphql';
import { EnabledSwitch } from '../list/EnabledSwitch';
import { AppletFeedback } from './AppletFeedback';
import { AppletRuns } from './AppletRuns';
import { AppletSettings } from './AppletSettings';

const DELETE_CONFIRM = 'Delete this Applet? It stops running for everyone who has it.';
/** To the maker of an applet others have: what stays as it is for them (issue 32). */
export const OTHERS_HAVE_IT =
  'Other users have this Applet. Its steps, field values and filter code stay as they are for them; you can still change its name, description, tags and delay, or archive it.';

function StepLine({ label, step }: { label: string; step: AppletStepFieldsFragment }) {
  return (
    <li className="composer-show__step">
      <span className="composer-show__step-label">{label}</span>{' '}
      <strong>{step.definition?.name ?? step.module_name}</strong>
      {' · '}
      <span style={{ color: step.channel?.brand_color ?? undefined }}>
        {step.channel?.name ?? step.channel_module_name}
      </span>
      {step.fields.some((f) => f.hidden || f.default_value_json) && (
        <ul className="composer-show__fields">
          {step.fields
            .filter((f) => f.default_value_json)
            .map((f) => (
              <li key={f.name}>
                {f.custom_label ?? f.name}: <code>{f.default_value_json}</code>
                {f.hidden ? ' (set by the maker)' : ''}
              </li>
            ))}
        </ul>
      )}
    </li>
  );
}

/** /my_applets/{id} and /applets/{id} (published): the applet, on/off, and its owner's controls. */
export function AppletPage({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(ComposerAppletDocument, {
    variables: { id },
    fetchPolicy: ROUTE_LOADED,
  });
  // Its runs and settings come with it (the route's loader asks for all three): the page waits for
  // them too, so its sections do not grow, nor its buttons move down, as they arrive.
  const runs = useQuery(AppletRunsDocument, { variables: { id }, fetchPolicy: ROUTE_LOADED });
  const settings = useQuery(AppletSettingsDocument, { variables: { id }, fetchPolicy: ROUTE_LOADED });
  const sectionsLoading = (runs.loading && !runs.data) || (settings.loading && !settings.data);
  const [confirm, confirmDialog] = useConfirm();
  const [busy, setBusy] = useState(false);
  const applet = data?.applet;
  if (!applet || sectionsLoading) {
    if (loading || sectionsLoading) return <LoadingState label="Loading the Applet…" />;
    if (error)
      return (
        <ErrorState
          message="The Applet could not be loaded."
          onRetry={() => void refetch().catch(() => undefined)}
        />
      );
    return (
      <EmptyState title="Applet not found">There is no such Applet, or it is not one you can see.</EmptyState>
    );
  }
  const maker = getSession().viewer?.maker ?? false;
  const stepNames = new Map<string, string>([
    ['filter', 'Filter code'],
    ...[...applet.applet_queries, ...applet.applet_actions].map(
      (s) => [s.key, s.definition?.name ?? s.module_name] as [string, string],
    ),
  ]);
  const stepName = (key: string) => stepNames.get(key) ?? key;

  async function status(next: 'private' | 'published' | 'archived') {
    setBusy(true);
    const answer = await setAppletStatus(applet!.id, next).catch(() => null);
    setBusy(false);
    if (!answer?.ok) return flash(answer?.error ?? 'The Applet could not be changed.', 'error');
    flash(
      next === 'published'
        ? 'Applet published'
        : next === 'archived'
          ? 'Applet archived'
          : 'Applet made private',
    );
    await refetch().catch(() => undefined);
    navigate(answer.url, { replace: true });
  }
  async function remove() {
    if (!(await confirm(DELETE_CONFIRM, { yesLabel: 'Delete', danger: true }))) return;
    if (await deleteApplet(applet!.id).catch(() => false)) {
      flash('Applet deleted');
      navigate(MY_APPLETS);
    } else flash('The Applet could not be deleted.', 'error');
  }

  return (
    <article className="composer-show">
      <header className="composer-show__header">
        <div>
          <p className="composer-show__crumbs">
            <a href={MY_APPLETS} onClick={linkClick}>
              My Applets
            </a>
          </p>
          <h1>{applet.name}</h1>
          <p className={`composer-status composer-status--${applet.status}`}>
            {applet.published ? 'Published' : applet.archived ? 'Archived' : 'Private'}
          </p>
        </div>
        <EnabledSwitch
          key={String(applet.enabled)}
          id={applet.id}
          name={applet.name}
          enabled={applet.enabled}
          onChanged={() => void refetch()}
        />
      </header>
      {applet.preview_access_missing && (
        <p className="composer__notice" role="alert">
          {PREVIEW_ACCESS}
        </p>
      )}
      {applet.disabled_reason && <p className="sy-field__error">{applet.disabled_reason}</p>}
      <p className="composer-show__description">{applet.description}</p>
      <ol className="composer-show__steps">
        <StepLine label="If" step={applet.applet_trigger} />
        {applet.applet_queries.map((q) => (
          <StepLine key={q.full_module_name} label="When" step={q} />
        ))}
        {applet.filter_code !== null && applet.filter_code !== undefined && applet.filter_code.trim() && (
          <li className="composer-show__step">
            <span className="composer-show__step-label">Filter</span> filter code decides what runs
          </li>
        )}
        {applet.default_delay !== null && applet.default_delay !== undefined && (
          <li className="composer-show__step">
            <span className="composer-show__step-label">Wait</span> {formatDelay(applet.default_delay)}
          </li>
        )}
        {applet.applet_actions.map((a) => (
          <StepLine key={a.full_module_name} label="Then" step={a} />
        ))}
      </ol>
      <AppletRuns id={applet.id} stepName={stepName} />
      <AppletFeedback appletId={applet.id} mine={applet.owned || applet.enabled} />
      <AppletSettings id={applet.id} onSaved={() => void refetch()} />
      {applet.tags.length > 0 && (
        <ul className="composer-tags__list" aria-label="Tags">
          {applet.tags.map((t) => (
            <li key={t.id} className="composer-pill">
              {t.name}
            </li>
          ))}
        </ul>
      )}
      {applet.owned && applet.others_have && (
        <p className="composer__notice" role="note">
          {OTHERS_HAVE_IT}
        </p>
      )}
      {applet.owned && (
        <div className="composer-show__actions">
          <a className="sy-btn sy-btn--primary" href={editAppletPage(applet.id)} onClick={linkClick}>
            Edit
          </a>
          <a
            className="sy-btn sy-btn--secondary"
            href={`${NEW_APPLET}?template=${encodeURIComponent(applet.id)}`}
            onClick={linkClick}
          >
            Use as a template
          </a>
          {maker && !applet.published && (
            <Button disabled={busy} onClick={() => void status('published')}>
              Publish
            </Button>
          )}
          {applet.published && (
            <Button disabled={busy} onClick={() => void status('archived')}>
              Archive
            </Button>
          )}
          {!applet.published && applet.archived && !applet.others_have && (
            <Button disabled={busy} onClick={() => void status('private')}>
              Make private
            </Button>
          )}
          <Button variant="danger" disabled={busy} onClick={() => void remove()}>
            Delete
          </Button>
        </div>
      )}
      {confirmDialog}
    </article>
  );
}
