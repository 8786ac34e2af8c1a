import { useMutation } from '@switchyard/client/apollo';
import { ReorderStepFieldsDocument, ReorderStepIngredientsDocument } from '../queries/operations';

/** The step whose parts are reordered: the service, the step's type and its endpoint name (or feed id). */
export interface StepRef {
  channelModuleName: string;
  stepType: 'query' | 'trigger' | 'action';
  stepModuleName: string;
}

/** ItemsSection's persistOrder for a step's fields: true when the server took the new order. */
export function useReorderFields(step: StepRef) {
  const [reorder] = useMutation(ReorderStepFieldsDocument);
  return async (field_ids: string[]) => {
    const { data } = await reorder({
      variables: {
        channel_module_name: step.channelModuleName,
        step_type: step.stepType,
        step_module_name: step.stepModuleName,
        field_ids,
      },
    });
    return !!data && data.reorderStepFields.errors.length === 0;
  };
}

/** ItemsSection's persistOrder for a step's ingredients (queries and triggers have them). */
export function useReorderIngredients(step: StepRef) {
  const [reorder] = useMutation(ReorderStepIngredientsDocument);
  return async (ingredient_ids: string[]) => {
    const { data } = await reorder({
      variables: {
        channel_module_name: step.channelModuleName,
        step_type: step.stepType,
        step_type_module_name: step.stepModuleName,
        ingredient_ids,
      },
    });
    return !!data && data.reorderStepIngredients.errors.length === 0;
  };
}
