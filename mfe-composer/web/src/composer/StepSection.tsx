import { notYetUsed, type StepChoice } from '@switchyard/composer-common/composition';
import type { IngredientSource } from '@switchyard/composer-common/ingredients';
import { Button, SelectField, Spinner } from '@switchyard/ui';
import type { ComposerServicesQuery } from '../gql/graphql';
import {
  definitionKey,
  definitionsOfService,
  type Definitions,
  type FieldDraft,
  type StepDraft,
  type StepKind,
} from './composerModel';
import { ApiTokenForm } from '../connections/ApiTokenForm';
import { SuggestServicePrompt } from '../suggestion/SuggestService';
import { FieldEditor } from './FieldEditor';

export type ServiceSummary = ComposerServicesQuery['composerChannels'][number];

const NOUN: Record<StepKind, string> = { trigger: 'trigger', query: 'query', action: 'action' };
const COUNT: Record<StepKind, 'trigger_count' | 'query_count' | 'action_count'> = {
  trigger: 'trigger_count',
  query: 'query_count',
  action: 'action_count',
};

interface Props {
  kind: StepKind;
  /** The error path of this step (see spec/composer-and-header.md#5-validation-rules). */
  path: string;
  step: StepDraft;
  services: readonly ServiceSummary[];
  /** Services not offered here (incompatible with the trigger). */
  excludedServices?: ReadonlySet<string>;
  /** Steps not offered here (e.g. actions incompatible with the trigger), as full module names. */
  excludedSteps?: ReadonlySet<string>;
  defs: Definitions;
  loadingDefinitions: boolean;
  /** The other steps of the same kind (one use per step of a service). */
  siblings: readonly StepChoice[];
  sources: readonly IngredientSource[];
  /** Published: the step cannot change and visibility is locked. */
  locked: boolean;
  full: boolean;
  onChange(next: StepDraft): void;
  onRemove?(): void;
  /** Begins the user's connection to the step's service. */
  onConnect(module: string): void;
  /** A connection was made here (an API token): the services are read again. */
  onConnected(): void;
  errorAt(path: string): string | undefined;
}

/** Choosing a step's service and the step, then its fields. */
export function StepSection(props: Props) {
  const { kind, path, step, services, defs, siblings, locked, onChange, errorAt } = props;
  const noun = NOUN[kind];
  const offered = services.filter(
    (s) =>
      s[COUNT[kind]] > 0 &&
      (!props.excludedServices?.has(s.module_name) || s.module_name === step.channel_module_name),
  );
  const service = step.channel_module_name;
  const stepDefs = service ? definitionsOfService(defs, kind, service) : [];
  const choices = notYetUsed(stepDefs, service ?? '', siblings).filter(
    (d) => d.module_name === step.module_name || !props.excludedSteps?.has(d.full_module_name),
  );
  const def =
    service && step.module_name ? defs.get(definitionKey(kind, service, step.module_name)) : undefined;
  const chosenService = services.find((s) => s.module_name === service);
  const serviceName = chosenService?.name ?? service;

  const fieldOf = (name: string): FieldDraft =>
    step.fields[name] ?? { custom_label: '', hidden: false, value: undefined };
  const shownFields = def ? def.fields.filter((f) => props.full || f.can_have_default) : [];

  return (
    <div className="composer-step" data-error-anchor={path}>
      <div className="composer-step__pickers">
        <SelectField
          label={`${kind === 'trigger' ? 'Trigger' : kind === 'query' ? 'Query' : 'Action'} service`}
          value={service ?? ''}
          disabled={locked}
          onChange={(e) =>
            onChange({ ...step, channel_module_name: e.target.value || null, module_name: null, fields: {} })
          }
          options={[
            { value: '', label: 'Choose a service' },
            ...offered.map((s) => ({ value: s.module_name, label: s.name })),
          ]}
        />
        {service &&
          (props.loadingDefinitions && !def && stepDefs.length === 0 ? (
            <Spinner label={`Loading ${serviceName}`} />
          ) : (
            <SelectField
              label={noun.charAt(0).toUpperCase() + noun.slice(1)}
              value={step.module_name ?? ''}
              disabled={locked}
              onChange={(e) => onChange({ ...step, module_name: e.target.value || null, fields: {} })}
              options={[
                { value: '', label: `Choose a ${noun}` },
                ...choices.map((d) => ({ value: d.module_name, label: d.name })),
              ]}
            />
          ))}
        {props.onRemove && !locked && (
          <Button variant="link" className="composer-step__remove" onClick={props.onRemove}>
            Remove {noun}
          </Button>
        )}
      </div>
      {!service && !locked && <SuggestServicePrompt />}
      {chosenService?.needs_connection && !chosenService.connected && (
        <div className="composer-connect">
          <p>
            {serviceName} needs you connected: its options load, and the Applet runs, with your account on{' '}
            {serviceName}.
          </p>
          {chosenService.authentication_type === 'api_token_auth' ? (
            <ApiTokenForm
              module={chosenService.module_name}
              name={chosenService.name}
              onSaved={props.onConnected}
            />
          ) : (
            <Button variant="primary" onClick={() => props.onConnect(chosenService.module_name)}>
              Connect {serviceName}
            </Button>
          )}
        </div>
      )}
      {errorAt(path) && (
        <p className="sy-field__error" data-error-path>
          {errorAt(path)}
        </p>
      )}
      {def && (
        <div className="composer-step__body">
          {def.description && <p className="composer-step__description">{def.description}</p>}
          {errorAt(`${path}/fields`) && (
            <p className="sy-field__error" data-error-path>
              {errorAt(`${path}/fields`)}
            </p>
          )}
          {shownFields.map((f) => (
            <FieldEditor
              key={f.name}
              def={f}
              draft={fieldOf(f.name)}
              onChange={(next) => onChange({ ...step, fields: { ...step.fields, [f.name]: next } })}
              sources={kind === 'trigger' ? [] : props.sources}
              full={props.full}
              visibilityLocked={locked}
              optionsRequest={{ kind, channel_module_name: service!, module_name: def.module_name }}
              errorAt={(sub) => errorAt(`${path}/fields/${f.name}${sub}`)}
            />
          ))}
          {def.fields.length === 0 && (
            <p className="composer-step__description">This {noun} has no fields.</p>
          )}
        </div>
      )}
    </div>
  );
}
