import { useReorderIngredients } from '../stepEditor/useReorderParts';
import { IngredientSummary } from '../stepEditor/IngredientSummary';
import { INGREDIENT_MESSAGES } from './messages';
import { type QueryDetails, type QuerySummary } from './operations';
import { IngredientForm } from './IngredientForm';
import { ItemsSection, type OpenRequest } from '../stepEditor/ItemsSection';

/** The query's ingredients: reorder by drag, add, edit and delete (one form open at a time). */
export function IngredientsSection({
  channelModuleName,
  query,
  targetQueries,
  published,
  onChanged,
  openRequest,
}: {
  channelModuleName: string;
  query: QueryDetails;
  /** What an ingredient of value type query can point at. */
  targetQueries: readonly Pick<QuerySummary, 'id' | 'name'>[];
  published: boolean;
  onChanged: () => void;
  /** A checklist link's request to open a form (see ItemsSection). */
  openRequest?: OpenRequest | null;
}) {
  const persistOrder = useReorderIngredients({
    channelModuleName: channelModuleName,
    stepType: 'query',
    stepModuleName: query.module_name,
  });
  return (
    <ItemsSection
      headingId="ingredients-title"
      title="Ingredients"
      emptyText="This query has no ingredients yet."
      addLabel="Add ingredient"
      items={query.ingredients}
      published={published}
      persistOrder={persistOrder}
      messages={{ done: INGREDIENT_MESSAGES.reordered, failed: INGREDIENT_MESSAGES.reorderFailed }}
      itemName={(ingredient) => ingredient.name}
      renderSummary={(ingredient) => <IngredientSummary ingredient={ingredient} />}
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
      openRequest={openRequest}
    />
  );
}
