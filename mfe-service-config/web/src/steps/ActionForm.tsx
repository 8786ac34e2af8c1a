import { useMutation } from '@switchyard/client/apollo';
import { useMemo, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { formatProblems } from '../queries/formErrors';
import { snakeCase } from '../queries/naming';
import { ACTION_FORM_FIELDS, actionArguments, validateAction, type ActionFormValues } from './endpointRules';
import { ACTION_MESSAGES } from './messages';
import { ActionCreateDocument, ActionUpdateDocument, type ActionData } from './operations';
import { FormFooter, TextField } from '../stepEditor/formParts';
import { saveStep } from './saveStep';

export interface ActionFormProps {
  channelModuleName: string;
  /** The action being edited; a new one is created without it. */
  action?: ActionData;
  published: boolean;
  onSaved: (action: ActionData) => void;
  /** Shown beside Save (Cancel, Delete). */
  actions?: ReactNode;
}

/** An action's name, endpoint slug, description and verbiage; creates or updates. */
export function ActionForm({ channelModuleName, action, published, onSaved, actions }: ActionFormProps) {
  const [create] = useMutation(ActionCreateDocument);
  const [update] = useMutation(ActionUpdateDocument);
  const initialValues = useMemo<ActionFormValues>(
    () => ({
      name: action?.name ?? '',
      slug: action?.slug ?? '',
      description: action?.description ?? '',
      verbiage: action?.verbiage ?? '',
    }),
    [action],
  );

  function onSubmit(values: ActionFormValues) {
    const args = actionArguments(values);
    return saveStep(
      async () => {
        if (action) {
          const { data } = await update({ variables: { id: action.id, ...args } });
          return data && { item: data.actionUpdate.action, errors: data.actionUpdate.errors };
        }
        const { data } = await create({ variables: { channel_module_name: channelModuleName, ...args } });
        return data && { item: data.actionCreate.action, errors: data.actionCreate.errors };
      },
      ACTION_FORM_FIELDS,
      action
        ? { done: ACTION_MESSAGES.updated, failed: ACTION_MESSAGES.updateFailed }
        : { done: ACTION_MESSAGES.created, failed: ACTION_MESSAGES.createFailed },
      onSaved,
    );
  }

  return (
    <Form<ActionFormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={(values) => formatProblems(validateAction(values))}
    >
      {({ handleSubmit, submitting, submitError, form }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Action" className="sc-form">
          <fieldset disabled={published} className="sc-form__body">
            <TextField
              name="name"
              id="action-name"
              label="Name"
              onBlurred={(name) => {
                if (!form.getState().values.slug?.trim()) form.change('slug', snakeCase(name));
              }}
            />
            <TextField
              name="slug"
              id="action-slug"
              label="Endpoint slug"
              hint="The API endpoint name in snake_case: at least 4 characters, beginning with a letter."
            />
            <TextField name="description" id="action-description" label="Description" multiline />
            <TextField name="verbiage" id="action-verbiage" label="Verbiage" />
          </fieldset>
          <FormFooter error={submitError} published={published} submitting={submitting}>
            {actions}
          </FormFooter>
        </form>
      )}
    </Form>
  );
}
