import { ROUTE_LOADED, useApolloClient, useQuery } from '@switchyard/client/apollo';
import { getSession, linkClick, navigate, useLocation } from '@switchyard/client';
import { primaryService, usedServices } from '@switchyard/composer-common/composition';
import { stepPath } from '@switchyard/composer-common/ingredients';
import {
  CREATE_FAILED,
  CREATE_HEADING,
  CREATE_SUCCEEDED,
  HELP_CREATING,
  HELP_EDITING,
  INVALID_INGREDIENTS,
  PREVIEW_ACCESS,
  PUBLISHED_CONFIRM,
  removeStepConfirm,
  submitLabel,
  UNUSED_QUERY_CONFIRM,
  UPDATE_FAILED,
  UPDATE_SUCCEEDED,
} from '@switchyard/composer-common/messages';
import { capabilitiesOf } from '@switchyard/composer-common/tiers';
import { UpgradeNote } from '../plans/UpgradeLink';
import { Button, EmptyState, ErrorState, flash, LoadingState, SelectField, useConfirm } from '@switchyard/ui';
import { useEffect, useMemo, useState } from 'react';
import { COMPOSER_HELP, MY_APPLETS } from '../composerPaths';
import { saveApplet } from '../composerRequests';
import {
  AppletTagsDocument,
  ComposerActionDefaultsDocument,
  ComposerAppletDocument,
  ComposerServicesDocument,
  ComposerServiceStepsDocument,
  type AppletDetailsFragment,
} from '../gql/graphql';
import {
  appletBody,
  complete,
  definitionKey,
  draftFromApplet,
  emptyDraft,
  excludedActions,
  hasInvalidIngredients,
  hasUnusedQuery,
  ingredientSources,
  newStep,
  shownPaths,
  splitDetails,
  stepFromParam,
  stepPathOf,
  type Definitions,
  type Detail,
  type Draft,
  type StepDefinition,
  type StepDraft,
  type StepKind,
  withActionDefaults,
  withCompatibleActions,
} from './composerModel';
import { beginConnect, connectionOutcome } from '../connections/connectionRequests';
import { DelaySection } from './DelaySection';
import { forgetStoredDraft, readStoredDraft, storeDraft, withoutOutcome } from './draftStore';
import { FilterCodeSection } from './FilterCodeSection';
import { MetadataSection } from './MetadataSection';
import { StepSection } from './StepSection';

export type ComposerMode = { kind: 'create'; search: URLSearchParams } | { kind: 'edit'; id: string };

/** The draft a page starts from: blank, a template applet, URL parameters, or the applet edited. */
function initialDraft(mode: ComposerMode, applet: AppletDetailsFragment | null | undefined): Draft {
  if (applet) return draftFromApplet(applet);
  const draft = emptyDraft();
  if (mode.kind === 'create') {
    draft.trigger = stepFromParam(mode.search.get('trigger'));
    const action = stepFromParam(mode.search.get('action'));
    if (action) draft.actions = [action];
  }
  return draft;
}

/**
 * The applet composer (see spec/composer-and-header.md#applet-composer): create ('Create a new Applet';
 * blank, from a template applet or from URL parameters naming a trigger and an action) and edit (by id).
 */
export function ComposerPage({ mode }: { mode: ComposerMode }) {
  const templateId = mode.kind === 'create' ? mode.search.get('template') : mode.id;
  const applet = useQuery(ComposerAppletDocument, {
    variables: { id: templateId ?? '' },
    skip: !templateId,
    fetchPolicy: ROUTE_LOADED,
  });
  const services = useQuery(ComposerServicesDocument, { fetchPolicy: ROUTE_LOADED });
  const tags = useQuery(AppletTagsDocument, { fetchPolicy: ROUTE_LOADED });

  if (services.loading || applet.loading || tags.loading)
    return <LoadingState label="Loading the composer…" />;
  if (services.error || applet.error || tags.error)
    return (
      <ErrorState
        message="The composer could not be loaded."
        onRetry={() =>
          void Promise.all([services.refetch(), applet.refetch(), tags.refetch()]).catch(() => undefined)
        }
      />
    );
  const loaded = applet.data?.applet;
  if (templateId && !loaded)
    return (
      <EmptyState title="Applet not found">There is no such Applet, or it is not yours to edit.</EmptyState>
    );
  if (mode.kind === 'edit' && loaded && !loaded.owned)
    return <EmptyState title="Applet not found">Only the Applet’s owner can edit it.</EmptyState>;
  return (
    <Composer
      key={templateId ?? 'new'}
      mode={mode}
      applet={mode.kind === 'edit' ? loaded! : null}
      initial={initialDraft(mode, loaded)}
      services={services.data!.composerChannels}
      tags={tags.data!.appletTags}
      previewAccessMissing={loaded?.preview_access_missing ?? false}
      onServicesChanged={() => void services.refetch().catch(() => undefined)}
    />
  );
}

function useDefinitions(draft: Draft) {
  const names = usedServices({
    trigger: draft.trigger,
    queries: draft.queries,
    actions: draft.actions,
  }).sort();
  const { data, previousData, loading, error, refetch } = useQuery(ComposerServiceStepsDocument, {
    variables: { module_names: names },
    skip: names.length === 0,
  });
  const channels = (data ?? previousData)?.composerChannels;
  const defs = useMemo(() => {
    const map = new Map<string, StepDefinition>();
    for (const c of channels ?? []) {
      const add = (kind: StepKind, list: StepDefinition[]) =>
        list.forEach((d) => map.set(definitionKey(kind, c.module_name, d.module_name), d));
      add('trigger', c.triggers);
      add('query', c.queries);
      add('action', c.actions);
    }
    return map as Definitions;
  }, [channels]);
  return { defs, loading, failed: Boolean(error), retry: () => void refetch().catch(() => undefined) };
}

function Composer({
  mode,
  applet,
  initial,
  services,
  tags,
  previewAccessMissing,
  onServicesChanged,
}: {
  mode: ComposerMode;
  applet: AppletDetailsFragment | null;
  initial: Draft;
  services: Parameters<typeof StepSection>[0]['services'];
  tags: { id: string; name: string }[];
  previewAccessMissing: boolean;
  onServicesChanged(): void;
}) {
  const viewer = getSession().viewer;
  const maker = viewer?.maker ?? false;
  const caps = capabilitiesOf(viewer?.tier ?? 'free');
  const published = applet?.published ?? false;
  const editing = mode.kind === 'edit';
  const { pathname, search } = useLocation();
  const here = withoutOutcome(pathname, search);
  // Back from a partner's consent page: the draft as it was when the user left to connect.
  const [draft, setDraft] = useState<Draft>(
    () => (connectionOutcome(search) && readStoredDraft(here)) || initial,
  );
  useEffect(() => {
    const outcome = connectionOutcome(search);
    if (!outcome) return;
    forgetStoredDraft(here);
    if ('connected' in outcome) flash('Service connected');
    else flash(outcome.error, 'error');
    navigate(here, { replace: true });
  }, [search, here]);
  const [saving, setSaving] = useState(false);
  const [details, setDetails] = useState<Detail[]>([]);
  const [generic, setGeneric] = useState<string[]>([]);
  // '{service} was removed because it is not compatible with {trigger}.', until the trigger changes.
  const [removals, setRemovals] = useState<string[]>([]);
  // Non-makers creating an applet start with the minimal view: only fields that can have defaults.
  const [full, setFull] = useState(maker || editing);
  const [confirm, confirmDialog] = useConfirm();
  const definitions = useDefinitions(draft);
  const { defs, loading: loadingDefinitions } = definitions;

  const paths = useMemo(() => shownPaths(draft, defs, full), [draft, defs, full]);
  const { byPath, generic: unplaced } = useMemo(() => splitDetails(details, paths), [details, paths]);
  const errorAt = (path: string) => byPath.get(path);
  const sources = useMemo(() => ingredientSources(draft, defs), [draft, defs]);
  // A query's fields may use the trigger's ingredients only.
  const triggerSources = useMemo(() => ingredientSources({ ...draft, queries: [] }, defs), [draft, defs]);

  // After a refused save, the first inline error comes into view.
  useEffect(() => {
    if (details.length === 0) return;
    document
      .querySelector('.composer [data-error-path], .composer-generic-errors')
      ?.scrollIntoView({ block: 'center' });
  }, [details]);

  const idOf = (module: string | null) => services.find((s) => s.module_name === module)?.id ?? null;
  const moduleOf = (id: string | null) => services.find((s) => s.id === id)?.module_name ?? null;
  // The primary service (makers): defaults to the trigger's service, cleared when no longer used.
  const primary = idOf(primaryService({ maker, chosen: moduleOf(draft.channel_id), steps: draft }));
  const used = usedServices(draft);

  const update = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  async function connect(module: string) {
    storeDraft(here, draft);
    const begun = await beginConnect(module, here).catch(() => ({
      error: 'The connection could not begin.',
    }));
    if ('url' in begun) return void window.location.assign(begun.url);
    forgetStoredDraft(here);
    flash(begun.error, 'error');
  }

  const serviceName = (module: string) => services.find((s) => s.module_name === module)?.name ?? module;
  /** A new trigger: the actions it is not compatible with go, with the spec's message. */
  function changeTrigger(trigger: StepDraft) {
    const triggerChanged =
      trigger.module_name !== draft.trigger?.module_name ||
      trigger.channel_module_name !== draft.trigger?.channel_module_name;
    if (!triggerChanged) return update({ trigger });
    const { draft: next, messages } = withCompatibleActions({ ...draft, trigger }, defs, serviceName);
    setDraft(next);
    setRemovals(messages);
  }
  // Choosing a trigger (or an action under it) loads the action defaults for the trigger (see
  // spec/composer-and-header.md#composer).
  const apollo = useApolloClient();
  const defaultsKey = draft.trigger?.module_name
    ? [
        `${draft.trigger.channel_module_name}.${draft.trigger.module_name}`,
        ...draft.actions.filter((a) => a.module_name).map((a) => `${a.channel_module_name}.${a.module_name}`),
      ].join('|')
    : '';
  useEffect(() => {
    const [trigger, ...actions] = defaultsKey.split('|');
    if (!trigger || actions.length === 0 || published) return;
    let live = true;
    apollo
      .query({ query: ComposerActionDefaultsDocument, variables: { trigger, actions } })
      .then(({ data }) => live && setDraft((d) => withActionDefaults(d, data.composerActionDefaults)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [apollo, defaultsKey, published]);
  const actionExclusions = useMemo(() => excludedActions(draft, defs), [draft, defs]);

  async function removeStep(kind: StepKind, index: number) {
    const list = kind === 'query' ? draft.queries : draft.actions;
    const step = kind === 'trigger' ? draft.trigger : list[index];
    if (step?.module_name && !(await confirm(removeStepConfirm(kind)))) return;
    if (kind === 'trigger') update({ trigger: null, channel_id: null });
    else if (kind === 'query') update({ queries: draft.queries.filter((_, i) => i !== index) });
    else update({ actions: draft.actions.filter((_, i) => i !== index) });
  }

  async function save() {
    setGeneric([]);
    if (hasInvalidIngredients(draft, defs)) {
      setDetails([]);
      setGeneric([INVALID_INGREDIENTS]);
      return;
    }
    if (hasUnusedQuery(draft) && !(await confirm(UNUSED_QUERY_CONFIRM))) return;
    if (published && !(await confirm(PUBLISHED_CONFIRM))) return;
    setSaving(true);
    const body = { ...appletBody(draft, defs), channel_id: maker ? primary : null };
    const answer = await saveApplet(body, editing ? mode.id : null).catch(() => null);
    if (answer?.ok) {
      flash(editing ? UPDATE_SUCCEEDED : CREATE_SUCCEEDED);
      navigate(answer.url);
      return;
    }
    setSaving(false);
    flash(editing ? UPDATE_FAILED : CREATE_FAILED, 'error');
    const refused = answer?.details ?? [];
    setDetails(
      refused.length
        ? refused
        : [{ parameter: 'base', message: answer?.error ?? 'The server could not be reached.' }],
    );
  }

  const siblings = (kind: 'query' | 'action', index: number) =>
    (kind === 'query' ? draft.queries : draft.actions).filter((_, i) => i !== index);
  const stepSection = (kind: StepKind, step: StepDraft, index: number, onChange: (s: StepDraft) => void) => (
    <StepSection
      key={step.key}
      kind={kind}
      path={stepPathOf(kind, index)}
      step={step}
      services={services}
      defs={defs}
      loadingDefinitions={loadingDefinitions}
      siblings={kind === 'trigger' ? [] : siblings(kind, index)}
      sources={kind === 'query' ? triggerSources : sources}
      locked={published}
      full={full}
      onConnect={(module) => void connect(module)}
      onConnected={onServicesChanged}
      excludedServices={kind === 'action' ? actionExclusions.services : undefined}
      excludedSteps={kind === 'action' ? actionExclusions.steps : undefined}
      onChange={onChange}
      onRemove={
        kind === 'trigger' && !step.channel_module_name ? undefined : () => void removeStep(kind, index)
      }
      errorAt={errorAt}
    />
  );
  const filterPaths = useMemo(() => {
    const list = sources.flatMap((s) =>
      s.ingredients.map((i) => `${stepPath(s.channel_module_name, s.module_name)}.${i.name}`),
    );
    for (const a of draft.actions)
      if (a.channel_module_name && a.module_name)
        list.push(`${stepPath(a.channel_module_name, a.module_name)}.skip(reason)`);
    return list;
  }, [sources, draft.actions]);

  const cancelHref = editing && applet ? applet.url : MY_APPLETS;
  const canAddAction = !published && (draft.actions.length === 0 || caps.canMultiAction);

  return (
    <form
      className="composer"
      aria-label={editing ? 'Edit Applet' : CREATE_HEADING}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <header className="composer__header">
        <h1>{editing ? `Edit ${applet?.name ?? 'Applet'}` : CREATE_HEADING}</h1>
        <a href={COMPOSER_HELP} onClick={linkClick} className="composer__help">
          {editing ? HELP_EDITING : HELP_CREATING}
        </a>
      </header>
      {previewAccessMissing && (
        <p className="composer__notice" role="alert">
          {PREVIEW_ACCESS}
        </p>
      )}
      {definitions.failed && (
        <ErrorState
          message="The steps of the chosen services could not be loaded."
          onRetry={definitions.retry}
        />
      )}
      {!maker && !editing && (
        <label className="composer__view-toggle">
          <input type="checkbox" checked={full} onChange={(e) => setFull(e.target.checked)} /> Show every
          field and its settings
        </label>
      )}

      <section className="composer-section" aria-labelledby="composer-if">
        <h2 id="composer-if">If</h2>
        {stepSection('trigger', draft.trigger ?? newStep(), 0, changeTrigger)}
      </section>

      <section className="composer-section" aria-labelledby="composer-when">
        <h2 id="composer-when">When</h2>
        {errorAt('/applet/applet_queries') && (
          <p className="sy-field__error" data-error-path>
            {errorAt('/applet/applet_queries')}
          </p>
        )}
        {draft.queries.map((q, i) =>
          stepSection('query', q, i, (next) =>
            update({ queries: draft.queries.map((o, j) => (j === i ? next : o)) }),
          ),
        )}
        {!published &&
          (caps.canQuery ? (
            <Button onClick={() => update({ queries: [...draft.queries, newStep()] })}>Add query</Button>
          ) : (
            <UpgradeNote capability="canQuery" />
          ))}
      </section>

      <section className="composer-section" aria-labelledby="composer-filter">
        <h2 id="composer-filter">Filter code</h2>
        <FilterCodeSection
          value={draft.filter_code}
          onChange={(filter_code) => update({ filter_code })}
          canFilter={caps.canFilter}
          paths={filterPaths}
          confirm={(m) => confirm(m)}
          error={errorAt('/applet/filter_code')}
        />
      </section>

      <section className="composer-section" aria-labelledby="composer-wait">
        <h2 id="composer-wait">Wait</h2>
        <DelaySection
          value={draft.default_delay}
          onChange={(default_delay) => update({ default_delay })}
          canDelay={caps.canDelay}
          error={errorAt('/applet/default_delay')}
        />
      </section>

      <section className="composer-section" aria-labelledby="composer-then">
        <h2 id="composer-then">Then</h2>
        {removals.map((m) => (
          <p key={m} className="composer__notice" role="status">
            {m}
          </p>
        ))}
        {errorAt('/applet/applet_actions') && (
          <p className="sy-field__error" data-error-path>
            {errorAt('/applet/applet_actions')}
          </p>
        )}
        {draft.actions.map((a, i) =>
          stepSection('action', a, i, (next) =>
            update({ actions: draft.actions.map((o, j) => (j === i ? next : o)) }),
          ),
        )}
        {canAddAction && (
          <Button onClick={() => update({ actions: [...draft.actions, newStep()] })}>Add action</Button>
        )}
        {!published && draft.actions.length > 0 && !caps.canMultiAction && (
          <UpgradeNote capability="canMultiAction" />
        )}
      </section>

      <section className="composer-section" aria-labelledby="composer-about">
        <h2 id="composer-about">About this Applet</h2>
        <MetadataSection
          name={draft.name}
          description={draft.description}
          tagIds={draft.tag_ids}
          tags={tags}
          onChange={update}
          errorAt={errorAt}
        />
        {maker && used.length > 0 && (
          <div data-error-anchor="/channel_id">
            <SelectField
              label="Primary service"
              hint="The service shown on the Applet’s card."
              value={primary ?? ''}
              onChange={(e) => update({ channel_id: e.target.value || null })}
              options={used.map((m) => ({
                value: idOf(m) ?? m,
                label: services.find((s) => s.module_name === m)?.name ?? m,
              }))}
              error={errorAt('/channel_id')}
            />
          </div>
        )}
      </section>

      {(generic.length > 0 || unplaced.length > 0) && (
        <div className="composer-generic-errors sy-state--error" role="alert">
          <ul>
            {[...generic, ...unplaced].map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      )}

      <footer className="composer__actions">
        <a className="sy-btn sy-btn--secondary" href={cancelHref} onClick={linkClick}>
          Cancel
        </a>
        <Button type="submit" variant="primary" disabled={saving || !complete(draft)}>
          {saving ? 'Saving…' : submitLabel(published)}
        </Button>
      </footer>
      {confirmDialog}
    </form>
  );
}
