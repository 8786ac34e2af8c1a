import { useMutation } from '@apollo/client';
import { VALUE_TYPE_LABELS, type ValueType } from '../../queries/ingredientRules';
import { INGREDIENT_MESSAGES } from '../../queries/messages';
import {
  ReorderStepIngredientsDocument,
  type QueryDetails,
  type QuerySummary,
} from '../../queries/operations';
import { IngredientForm } from './IngredientForm';
import { ItemsSection } from '../../stepEditor/ItemsSection';

/** The query's ingredients: reorder by drag, add, edit and delete (one form open at a time). */
export function IngredientsSection({
  channelModuleName,
  query,
  targetQueries,
  published,
  onChanged,
}: {
  channelModuleName: string;
  query: QueryDetails;
  /** What an ingredient of value type query can point at. */
  targetQueries: readonly Pick<QuerySummary, 'id' | 'name'>[];
  published: boolean;
  onChanged: () => void;
}) {
  const [reorder] = useMutation(ReorderStepIngredientsDocument);
  return (
    <ItemsSection
      headingId="ingredients-title"
      title="Ingredients"
      emptyText="This query has no ingredients yet."
      addLabel="Add ingredient"
      items={query.ingredients}
      published={published}
      persistOrder={async (ingredient_ids) => {
        const { data } = await reorder({
          variables: {
            channel_module_name: channelModuleName,
            step_type: 'query',
            step_type_module_name: query.module_name,
            ingredient_ids,
          },
        });
        return !!data && data.reorderStepIngredients.errors.length === 0;
      }}
      messages={{ done: INGREDIENT_MESSAGES.reordered, failed: INGREDIENT_MESSAGES.reorderFailed }}
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
        <IngredientForm
          parentId={query.id}
          ingredient={ingredient}
          targetQueries={targetQueries}
          published={published}
          onDone={onDone}
          onCancel={onCancel}
        />
      )}
      onChanged={onChanged}
    />
  );
}
