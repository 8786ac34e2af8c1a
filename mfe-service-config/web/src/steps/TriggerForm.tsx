import { useMutation } from '@switchyard/client/apollo';
import { useMemo, type ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import { formatProblems } from '../queries/formErrors';
import { snakeCase } from '../queries/naming';
import {
  TRIGGER_FORM_FIELDS,
  triggerArguments,
  validateTrigger,
  type TriggerFormValues,
  type TriggerType,
} from './endpointRules';
import { TRIGGER_MESSAGES, TRIGGER_TYPE_LABELS } from './messages';
import { TriggerCreateDocument, TriggerUpdateDocument, type TriggerData } from './operations';
import { FormFooter, KeepRegistered, TextField } from '../stepEditor/formParts';
import { saveStep } from './saveStep';

export interface TriggerFormProps {
  channelModuleName: string;
  /** The trigger being edited; a new one is created without it. */
  trigger?: TriggerData;
  published: boolean;
  onSaved: (trigger: TriggerData) => void;
  /** Shown beside Save (Cancel, Delete). */
  actions?: ReactNode;
}

/** An API trigger (with its endpoint slug) or a feed trigger (with its feed URL, no slug). */
export function TriggerForm({ channelModuleName, trigger, published, onSaved, actions }: TriggerFormProps) {
  const [create] = useMutation(TriggerCreateDocument);
  const [update] = useMutation(TriggerUpdateDocument);
  const initialValues = useMemo<TriggerFormValues>(
    () => ({
      trigger_type: trigger?.trigger_type === 'feed' || trigger?.feed_url ? 'feed' : 'protocol',
      name: trigger?.name ?? '',
      slug: trigger?.slug ?? '',
      description: trigger?.description ?? '',
      verbiage: trigger?.verbiage ?? '',
      feed_url: trigger?.feed_url ?? '',
    }),
    [trigger],
  );

  function onSubmit(values: TriggerFormValues) {
    const args = triggerArguments(values);
    return saveStep(
      async () => {
        if (trigger) {
          const { data } = await update({ variables: { id: trigger.id, ...args } });
          return data && { item: data.triggerUpdate.trigger, errors: data.triggerUpdate.errors };
        }
        const { data } = await create({ variables: { channel_module_name: channelModuleName, ...args } });
        return data && { item: data.triggerCreate.trigger, errors: data.triggerCreate.errors };
      },
      TRIGGER_FORM_FIELDS,
      trigger
        ? { done: TRIGGER_MESSAGES.updated, failed: TRIGGER_MESSAGES.updateFailed }
        : { done: TRIGGER_MESSAGES.created, failed: TRIGGER_MESSAGES.createFailed },
      onSaved,
    );
  }

  return (
    <Form<TriggerFormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={(values) => formatProblems(validateTrigger(values))}
    >
      {({ handleSubmit, submitting, submitError, values, form }) => {
        const feed = values.trigger_type === 'feed';
        return (
          <form onSubmit={handleSubmit} noValidate aria-label="Trigger" className="sc-form">
            <fieldset disabled={published} className="sc-form__body">
              <KeepRegistered names={['slug', 'feed_url']} />
              <fieldset className="sc-radios">
                <legend className="sy-field__label">Trigger type</legend>
                {(['protocol', 'feed'] as const satisfies readonly TriggerType[]).map((type) => (
                  <Field<string> key={type} name="trigger_type" type="radio" value={type}>
                    {({ input }) => (
                      <label htmlFor={`trigger-type-${type}`} className="sc-radio">
                        <input {...input} id={`trigger-type-${type}`} />
                        {TRIGGER_TYPE_LABELS[type]}
                      </label>
                    )}
                  </Field>
                ))}
              </fieldset>
              <TextField
                name="name"
                id="trigger-name"
                label="Name"
                onBlurred={(name) => {
                  if (!feed && !form.getState().values.slug?.trim()) form.change('slug', snakeCase(name));
                }}
              />
              {!feed && (
                <TextField
                  name="slug"
                  id="trigger-slug"
                  label="Endpoint slug"
                  hint="The API endpoint name in snake_case: at least 4 characters, beginning with a letter."
                />
              )}
              {feed && (
                <TextField
                  name="feed_url"
                  id="trigger-feed_url"
                  label="Feed URL"
                  placeholder="https://example.com/feed.xml"
                />
              )}
              <TextField name="description" id="trigger-description" label="Description" multiline />
              <TextField name="verbiage" id="trigger-verbiage" label="Verbiage" />
            </fieldset>
            <FormFooter error={submitError} published={published} submitting={submitting}>
              {actions}
            </FormFooter>
          </form>
        );
      }}
    </Form>
  );
}
