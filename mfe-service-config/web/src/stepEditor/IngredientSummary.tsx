import { VALUE_TYPE_LABELS, type ValueType } from '../queries/ingredientRules';

/** An ingredient's line in its list: name, slug and value type. */
export function IngredientSummary({
  ingredient,
}: {
  ingredient: { name: string; slug: string; value_type: string };
}) {
  return (
    <>
      <strong>{ingredient.name}</strong> <code>{ingredient.slug}</code>{' '}
      <span className="sc-muted">
        {VALUE_TYPE_LABELS[ingredient.value_type as ValueType] ?? ingredient.value_type}
      </span>
    </>
  );
}
