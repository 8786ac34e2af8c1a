import { useReorderIngredients } from '../stepEditor/useReorderParts';
import { IngredientSummary } from '../stepEditor/IngredientSummary';
import { TRIGGER_INGREDIENT_MESSAGES } from './messages';
import { triggerKey, type TriggerDetails } from './operations';
import { ItemsSection, type OpenRequest } from '../stepEditor/ItemsSection';
import { TriggerIngredientForm } from './TriggerIngredientForm';

export const NO_TRIGGER_INGREDIENTS = 'This trigger has no ingredients yet.';

/** The trigger's ingredients: drag to reorder, Add ingredient, each ingredient's form in place. */
export function TriggerIngredientsSection({
  moduleName,
  trigger,
  published,
  onChanged,
  openRequest,
}: {
  moduleName: string;
  trigger: TriggerDetails;
  published: boolean;
  onChanged: () => void;
  /** A checklist link's request to open a form (see ItemsSection). */
  openRequest?: OpenRequest | null;
}) {
  const persistOrder = useReorderIngredients({
    channelModuleName: moduleName,
    stepType: 'trigger',
    stepModuleName: triggerKey(trigger),
  });
  return (
    <ItemsSection
      headingId="trigger-ingredients-title"
      title="Ingredients"
      emptyText={NO_TRIGGER_INGREDIENTS}
      addLabel="Add ingredient"
      items={trigger.ingredients}
      published={published}
      persistOrder={persistOrder}
      messages={{
        done: TRIGGER_INGREDIENT_MESSAGES.reordered,
        failed: TRIGGER_INGREDIENT_MESSAGES.reorderFailed,
      }}
      itemName={(ingredient) => ingredient.name}
      renderSummary={(ingredient) => <IngredientSummary ingredient={ingredient} />}
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
      openRequest={openRequest}
    />
  );
}
