import { csrfFetch, navigate } from '@switchyard/client';
import { useApolloClient, useMutation } from '@switchyard/client/apollo';
import {
  checkConnectionInput,
  checkCustomFieldKeys,
  checkRequirements,
  errorTarget,
  FEATURE_TITLES,
  featureTitleProblem,
  INSTALLS_STEP_CHANGE_CONFIRM,
  markAllDirty,
  needsInstallsConfirmation,
  removeFeature,
  SAVE_WITHOUT_PUBLISHING,
  screenTitle,
  statusAfterDryRun,
  statusWhenSaved,
  submitAction,
  submitLabel,
  toggleFeature,
  toUpdateInput,
  UPDATE_FAILED,
  CANCEL,
  type ConnectionMode,
  type DynamicStepInput,
  type EditorState,
  type Feature,
  type FeatureStep,
  type FieldError,
  type StepType,
  type UpdateConnectionInput,
} from '@switchyard/connections-common';
import { Button, flash, useConfirm } from '@switchyard/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  EditorUpdateConnectionDocument,
  type UpdateConnectionInput as GqlUpdateConnectionInput,
} from '../gql/graphql';
import { DesignSection } from './DesignSection';
import {
  messagesAt,
  newFeature,
  noErrors,
  placeErrors,
  SERVICE_STEP_LISTS,
  submittedFeatures,
  type EditorModel,
  type PlacedErrors,
} from './editorState';
import { connectionFieldId, fieldId, scrollAndFocus } from './errorFocus';
import { FeatureSettingsModal } from './FeatureSettingsModal';
import { FeaturesSection } from './FeaturesSection';
import { ScriptSection } from './ScriptSection';
import { ServiceSummary } from './ServiceSummary';
import { useLeaveGuard } from './useLeaveGuard';

// The generated input type has mutable arrays and a wider `published`; common's is the same shape.
const asGqlInput = (input: UpdateConnectionInput) => input as unknown as GqlUpdateConnectionInput;

/** Connection-level attributes shown at their own inputs; any other goes to the list at the top. */
const PLACED_ATTRIBUTES = [
  'name',
  'description',
  'cover_image',
  'applet/applet_script',
  'connected_channel_module_names',
  'minimum_applet_configurations',
  'featureTitles',
];

export interface EditorFormProps {
  mode: ConnectionMode;
  initial: EditorModel;
  /** The saved connection is published (its hidden step fields are locked; an update needs a feature). */
  published: boolean;
  installsCount: number;
  thumbnailUrl: string | null;
}

/**
 * The create/edit/publish form (spec/connections.md#connection-createeditpublish-screen): the
 * summary, Features, 'Design your connection', the runtime script and the buttons, with the dry run
 * of a saved feature and the submit flow (spec/connections.md#submit-flow).
 */
export function EditorForm({ mode, initial, published, installsCount, thumbnailUrl }: EditorFormProps) {
  const [state, setState] = useState(initial);
  const [changed, setChanged] = useState(false);
  const [errors, setErrors] = useState<PlacedErrors>(noErrors);
  const [editing, setEditing] = useState<{ id: string; focusPath?: string } | null>(null);
  const [thumb, setThumb] = useState(thumbnailUrl);
  const [submitting, setSubmitting] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const [mutate] = useMutation(EditorUpdateConnectionDocument);
  const client = useApolloClient();
  const dryRuns = useRef<Record<string, number>>({});
  const services = useMemo(() => [initial.owner, initial.target], [initial]);
  const savedFeatures = useMemo(() => toUpdateInput(initial).applet_configurations, [initial]);
  const leave = useLeaveGuard(changed, confirm);

  const change = (patch: Partial<EditorModel>) => {
    setState((s) => ({ ...s, ...patch }));
    setChanged(true);
  };
  const setFeatures = (update: (features: readonly Feature[]) => Feature[], isChange = true) => {
    setState((s) => ({ ...s, features: update(s.features) }));
    if (isChange) setChanged(true);
  };

  const stepName = useCallback(
    (type: StepType, step: DynamicStepInput) =>
      services
        .find((s) => s.id === step.channel_id)
        ?.[SERVICE_STEP_LISTS[type]].find((s) => s.module_name === step.module_name)?.name,
    [services],
  );

  /** A step field hidden in the saved connection (features by name, steps by service and module). */
  const wasHidden = (feature: Feature, step: FeatureStep, field: string) =>
    initial.features
      .find((f) => f.name === feature.name)
      ?.[SERVICE_STEP_LISTS[step.type]].find(
        (s) => s.channel_module_name === step.channel_module_name && s.module_name === step.module_name,
      )
      ?.fields.find((f) => f.name === field)?.hidden ?? false;

  /** Key names repeated across the connection, for one feature (a dry run carries that feature only). */
  const keyErrors = (s: EditorState, id: string) =>
    placeErrors(checkCustomFieldKeys(toUpdateInput(s).applet_configurations), submittedFeatures(s)).features[
      id
    ] ?? [];

  /** Common's rules on a draft of the feature open in 'Feature Settings'. */
  const checkDraft = (draft: Feature): FieldError[] => {
    const s = { ...state, features: state.features.map((f) => (f.id === draft.id ? draft : f)) };
    const input = toUpdateInput(s, { dryRunFeature: draft.id });
    const own = placeErrors(checkConnectionInput(input, { dryRun: true, stepName }), [draft]).features[
      draft.id
    ];
    return [...(own ?? []), ...keyErrors(s, draft.id)];
  };

  async function dryRun(s: EditorState, id: string) {
    const seq = (dryRuns.current[id] ?? 0) + 1;
    dryRuns.current[id] = seq;
    const feature = s.features.find((f) => f.id === id)!;
    let answer: readonly FieldError[] | null;
    try {
      const { data } = await mutate({
        variables: { input: asGqlInput(toUpdateInput(s, { dryRunFeature: id })) },
      });
      answer = data ? data.updateConnection.errors : null;
    } catch {
      answer = null;
    }
    if (dryRuns.current[id] !== seq) return; // a later save of the same feature answers instead
    const keys = keyErrors(s, id);
    const status = statusAfterDryRun(answer && [...answer, ...keys]);
    const placed = answer ? placeErrors(answer, [feature]) : null;
    // Connection-level problems also make the feature dirty: the card says which.
    const own = placed ? [...(placed.features[id] ?? []), ...placed.connection] : [];
    setState((cur) => ({ ...cur, features: cur.features.map((f) => (f.id === id ? { ...f, status } : f)) }));
    setErrors((cur) => ({ ...cur, features: { ...cur.features, [id]: [...own, ...keys] } }));
  }

  function saveFeature(draft: Feature) {
    const next = {
      ...state,
      features: state.features.map((f) => (f.id === draft.id ? { ...draft, status: statusWhenSaved() } : f)),
    };
    setState(next);
    setChanged(true);
    setEditing(null);
    void dryRun(next, draft.id);
  }

  /** Shows errors at their inputs, and scrolls to and focuses the first. */
  function showErrors(list: readonly FieldError[], submitted: readonly Feature[]) {
    const placed = placeErrors(list, submitted);
    setErrors(placed);
    const first = list[0];
    if (!first) return;
    const target = errorTarget(first.attribute);
    const titled =
      first.attribute === FEATURE_TITLES
        ? submitted.find((f) => featureTitleProblem(f.title) === first.message)
        : undefined;
    const feature = titled ?? (target.feature !== undefined ? submitted[target.feature] : undefined);
    if (feature)
      setEditing({
        id: feature.id,
        focusPath: titled ? 'title' : first.attribute.split('/').slice(2).join('/'),
      });
    else {
      const id = connectionFieldId(PLACED_ATTRIBUTES.includes(first.attribute) ? first.attribute : 'base');
      // Once the messages have rendered beside their inputs.
      setTimeout(() => scrollAndFocus(document.getElementById(id)), 0);
    }
  }

  async function submit(publish: boolean) {
    if (submitting) return;
    const action = submitAction(mode, publish);
    const input = toUpdateInput(state, { publish });
    const submitted = submittedFeatures(state);
    const check = checkRequirements(input, action, { alreadyPublished: published, stepName });
    if (!check.ok) {
      flash(check.flash!, 'error');
      showErrors(check.errors, submitted);
      return;
    }
    if (
      needsInstallsConfirmation(installsCount, savedFeatures, input.applet_configurations) &&
      !(await confirm(INSTALLS_STEP_CHANGE_CONFIRM, { yesLabel: 'Continue', noLabel: CANCEL }))
    )
      return;
    setSubmitting(true);
    let answer: { applet: { id: string } | null; errors: readonly FieldError[] } | undefined;
    try {
      answer = (await mutate({ variables: { input: asGqlInput(input) } })).data?.updateConnection;
    } catch {
      answer = undefined;
    }
    if (!answer?.applet || answer.errors.length) {
      setSubmitting(false);
      flash(UPDATE_FAILED, 'error');
      setState((s) => ({ ...s, features: markAllDirty(s.features) }));
      showErrors(answer?.errors ?? [], submitted);
      return;
    }
    const id = answer.applet.id;
    // The server's cached rendering of the connection; a failure here does not undo the save.
    await csrfFetch(`/connections/${encodeURIComponent(id)}/cache`, { method: 'DELETE' }).catch(
      () => undefined,
    );
    // Not broadcast: this page is being left, and refetching what it shows would be wasted.
    client.cache.evict({ id: client.cache.identify({ __typename: 'Connection', id }), broadcast: false });
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'serviceConnections', broadcast: false });
    client.cache.gc();
    setChanged(false);
    navigate(`/connections/${encodeURIComponent(id)}?saved=1`);
  }

  const at = (attribute: string) => messagesAt(errors.connection, attribute)[0];
  const otherErrors = errors.connection.filter((e) => !PLACED_ATTRIBUTES.includes(e.attribute));
  const editingFeature = editing && state.features.find((f) => f.id === editing.id);
  const cancelPath = mode === 'new' ? '/connections' : `/connections/${encodeURIComponent(initial.id)}`;

  return (
    <div className="cx-editor">
      <h1>{screenTitle(mode)}</h1>
      <div id={fieldId('errors')} tabIndex={-1}>
        {otherErrors.map((e) => (
          <p key={`${e.attribute}:${e.message}`} className="sy-field__error">
            {e.message}
          </p>
        ))}
      </div>
      <ServiceSummary
        owner={initial.owner}
        target={initial.target}
        removable={mode === 'new'}
        error={at('connected_channel_module_names')}
      />
      <FeaturesSection
        features={state.features}
        services={services}
        errors={[
          ...messagesAt(errors.connection, 'minimum_applet_configurations'),
          ...messagesAt(errors.connection, 'featureTitles'),
        ]}
        featureErrors={errors.features}
        confirm={confirm}
        onAdd={(title) => setFeatures((fs) => [...fs, newFeature(title, fs)])}
        onToggle={(id) => setFeatures((fs) => toggleFeature(fs, id), false)}
        onRemove={(id) => setFeatures((fs) => removeFeature(fs, id))}
        onOpen={(id) => setEditing({ id })}
      />
      <DesignSection
        ownerModuleName={initial.owner.module_name}
        name={state.name}
        description={state.description ?? ''}
        thumbnailUrl={thumb}
        errors={{ name: at('name'), description: at('description'), cover_image: at('cover_image') }}
        onName={(name) => change({ name })}
        onDescription={(description) => change({ description })}
        onCover={(cover) => {
          change({ background_uploaded_at: cover.uploadedAt });
          setThumb(cover.backgroundThumbnailUrl);
        }}
      />
      <ScriptSection
        value={state.script ?? ''}
        onChange={(script) => change({ script })}
        error={at('applet/applet_script')}
      />
      <div className="cx-editor__actions">
        <Button onClick={() => void leave(cancelPath)}>{CANCEL}</Button>
        {mode === 'publish' && (
          <Button onClick={() => void submit(false)} disabled={submitting}>
            {SAVE_WITHOUT_PUBLISHING}
          </Button>
        )}
        <Button
          variant="primary"
          onClick={() => void submit(mode === 'publish')}
          disabled={submitting}
          aria-busy={submitting}
        >
          {submitLabel(mode)}
        </Button>
      </div>
      {editingFeature && (
        <FeatureSettingsModal
          key={editingFeature.id}
          feature={editingFeature}
          services={services}
          published={published}
          wasHidden={wasHidden}
          errors={errors.features[editingFeature.id] ?? []}
          check={checkDraft}
          focusPath={editing.focusPath}
          confirm={confirm}
          onCancel={() => setEditing(null)}
          onSave={saveFeature}
        />
      )}
      {confirmDialog}
    </div>
  );
}
