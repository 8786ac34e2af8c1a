import { ApolloError, useMutation } from '@switchyard/client/apollo';
import { flash } from '@switchyard/ui';
import { FORM_ERROR } from 'final-form';
import { useMemo, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { formatProblems, stepSubmissionErrors } from './formErrors';
import { QUERY_MESSAGES } from './messages';
import { QueryCreateDocument, QueryUpdateDocument, type QueryPayload, type QuerySummary } from './operations';
import { QUERY_FORM_FIELDS, QUERY_GUIDANCE, validateQuery, type QueryFormValues } from './queryRules';
import { FormFooter, TextField } from '../stepEditor/formParts';

export interface QueryFormProps {
  channelModuleName: string;
  /** The query being edited; a new one is created without it. */
  query?: QuerySummary;
  published: boolean;
  onSaved: (query: QuerySummary) => void;
  /** Shown beside Save (Cancel, Delete, Clone). */
  actions?: ReactNode;
}

const sessionEnded = (err: unknown) =>
  err instanceof ApolloError && err.graphQLErrors[0]?.extensions?.code === 'UNAUTHENTICATED';

/** The query's name, endpoint (module_name) and description; creates or updates. */
export function QueryForm({ channelModuleName, query, published, onSaved, actions }: QueryFormProps) {
  const [create] = useMutation(QueryCreateDocument);
  const [update] = useMutation(QueryUpdateDocument);
  const failed = query ? QUERY_MESSAGES.updateFailed : QUERY_MESSAGES.createFailed;
  const initialValues = useMemo<QueryFormValues>(
    () => ({
      name: query?.name ?? '',
      module_name: query?.module_name ?? '',
      description: query?.description ?? '',
    }),
    [query],
  );

  async function onSubmit(values: QueryFormValues) {
    const fields = {
      name: values.name.trim(),
      module_name: values.module_name.trim(),
      description: values.description.trim(),
    };
    let payload: QueryPayload | undefined;
    try {
      if (query) {
        const { data } = await update({ variables: { id: query.id, weight: query.weight, ...fields } });
        payload = data?.queryUpdate;
      } else {
        const { data } = await create({ variables: { channel_module_name: channelModuleName, ...fields } });
        payload = data?.queryCreate;
      }
    } catch (err) {
      const message = sessionEnded(err) ? 'Your session has ended. Please sign in again.' : failed;
      flash(message, 'error');
      return { [FORM_ERROR]: message };
    }
    if (!payload?.query || payload.errors.length) {
      flash(failed, 'error');
      return payload?.errors.length
        ? stepSubmissionErrors(payload.errors, QUERY_FORM_FIELDS)
        : { [FORM_ERROR]: failed };
    }
    flash(query ? QUERY_MESSAGES.updated : QUERY_MESSAGES.created);
    onSaved(payload.query);
    return undefined;
  }

  return (
    <Form<QueryFormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={(values) => formatProblems(validateQuery(values))}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Query" className="sc-form">
          <fieldset disabled={published} className="sc-form__body">
            <TextField name="name" id="query-name" label="Name" hint={QUERY_GUIDANCE.name} />
            <TextField
              name="module_name"
              id="query-module_name"
              label="Endpoint"
              hint={QUERY_GUIDANCE.module_name}
            />
            <TextField
              name="description"
              id="query-description"
              label="Description"
              hint={QUERY_GUIDANCE.description}
              multiline
            />
          </fieldset>
          <FormFooter error={submitError} published={published} submitting={submitting}>
            {actions}
          </FormFooter>
        </form>
      )}
    </Form>
  );
}
