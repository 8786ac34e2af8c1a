import { useMutation } from '@apollo/client';
import { Button } from '@switchyard/ui';
import { useState } from 'react';
import { VALUE_TYPE_LABELS, type ValueType } from '../../queries/ingredientRules';
import { INGREDIENT_MESSAGES } from '../../queries/messages';
import {
  REORDER_STEP_INGREDIENTS_MUTATION,
  type QueryDetails,
  type QuerySummary,
  type ReorderStepIngredientsData,
} from '../../queries/operations';
import { IngredientForm } from './IngredientForm';
import { SortableList } from './SortableList';
import { usePersistedOrder } from './usePersistedOrder';

const NEW = 'new';

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
  const [open, setOpen] = useState<string | null>(null);
  const [reorder] = useMutation<ReorderStepIngredientsData>(REORDER_STEP_INGREDIENTS_MUTATION);
  const [ingredients, move] = usePersistedOrder(
    query.ingredients,
    async (ingredient_ids) => {
      const { data } = await reorder({
        variables: {
          channel_module_name: channelModuleName,
          step_type: 'query',
          step_type_module_name: query.module_name,
          ingredient_ids,
        },
      });
      return !!data && data.reorderStepIngredients.errors.length === 0;
    },
    { done: INGREDIENT_MESSAGES.reordered, failed: INGREDIENT_MESSAGES.reorderFailed },
  );
  const done = () => {
    setOpen(null);
    onChanged();
  };

  return (
    <section className="sc-form__group sc-step-section" aria-labelledby="ingredients-title">
      <h2 id="ingredients-title">Ingredients</h2>
      {ingredients.length === 0 && open !== NEW && (
        <p className="sc-muted">This query has no ingredients yet.</p>
      )}
      {ingredients.length > 0 && (
        <SortableList
          items={ingredients}
          label="Ingredients"
          disabled={published || open !== null}
          onMove={(from, to) => void move(from, to)}
          renderItem={(ingredient) =>
            open === ingredient.id ? (
              <IngredientForm
                parentId={query.id}
                ingredient={ingredient}
                targetQueries={targetQueries}
                published={published}
                onDone={done}
                onCancel={() => setOpen(null)}
              />
            ) : (
              <div className="sc-step-row">
                <div className="sc-step-row__text">
                  <strong>{ingredient.name}</strong> <code>{ingredient.slug}</code>{' '}
                  <span className="sc-muted">
                    {VALUE_TYPE_LABELS[ingredient.value_type as ValueType] ?? ingredient.value_type}
                  </span>
                </div>
                <Button
                  variant="link"
                  onClick={() => setOpen(ingredient.id)}
                  aria-label={`Edit ${ingredient.name}`}
                >
                  {published ? 'View' : 'Edit'}
                </Button>
              </div>
            )
          }
        />
      )}
      {open === NEW && (
        <IngredientForm
          parentId={query.id}
          targetQueries={targetQueries}
          published={published}
          onDone={done}
          onCancel={() => setOpen(null)}
        />
      )}
      {!published && open === null && <Button onClick={() => setOpen(NEW)}>Add ingredient</Button>}
    </section>
  );
}
