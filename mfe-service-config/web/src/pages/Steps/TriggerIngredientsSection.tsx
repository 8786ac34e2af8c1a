import { useMutation } from '@apollo/client';
import { VALUE_TYPE_LABELS, type ValueType } from '../../queries/ingredientRules';
import { TRIGGER_INGREDIENT_MESSAGES } from '../../steps/messages';
import { ReorderStepIngredientsDocument, triggerKey, type TriggerDetails } from '../../steps/operations';
import { ItemsSection } from '../../stepEditor/ItemsSection';
import { TriggerIngredientForm } from './TriggerIngredientForm';

export const NO_TRIGGER_INGREDIENTS = 'This trigger has no ingredients yet.';

/** The trigger's ingredients: drag to reorder, Add ingredient, each ingredient's form in place. */
export function TriggerIngredientsSection({
  moduleName,
  trigger,
  published,
  onChanged,
}: {
  moduleName: string;
  trigger: TriggerDetails;
  published: boolean;
  onChanged: () => void;
}) {
  const [reorder] = useMutation(ReorderStepIngredientsDocument);
  return (
    <ItemsSection
      headingId="trigger-ingredients-title"
      title="Ingredients"
      emptyText={NO_TRIGGER_INGREDIENTS}
      addLabel="Add ingredient"
      items={trigger.ingredients}
      published={published}
      persistOrder={async (ingredient_ids) => {
        const { data } = await reorder({
          variables: {
            channel_module_name: moduleName,
            step_type: 'trigger',
            step_type_module_name: triggerKey(trigger),
            ingredient_ids,
          },
        });
        return !!data && data.reorderStepIngredients.errors.length === 0;
      }}
      messages={{
        done: TRIGGER_INGREDIENT_MESSAGES.reordered,
        failed: TRIGGER_INGREDIENT_MESSAGES.reorderFailed,
      }}
      itemName={(ingredient) => ingredient.name}
      renderSummary={(ingredient) => (
        <>
          <strong>{ingredient.name}</strong> <code>{ingredient.slug}</code>{' '}
          <span className="sc-muted">
            {VALUE_TYPE_LABELS[ingredient.value_type as ValueType] ?? ingredient.value_type}
          </span>
        </>
      )}
      renderForm={(ingredient, { onDone, onCancel }) => (
        <TriggerIngredientForm
          moduleName={moduleName}
          triggerId={trigger.id}
          ingredient={ingredient}
          published={published}
          onDone={onDone}
          onCancel={onCancel}
        />
      )}
      onChanged={onChanged}
    />
  );
}
