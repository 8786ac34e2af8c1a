import {
  firstUnsatisfiedIndex,
  type ChecklistField,
  type ChecklistIngredient,
  type ChecklistKey,
  type ChecklistStepType,
} from '@switchyard/service-config-common/checklist';
import type { OpenRequest } from '../stepEditor/ItemsSection';

/** Where a checklist item is dealt with on its step's page. */
export type ChecklistTarget =
  | { kind: 'control'; name: 'description' | 'verbiage' }
  | { kind: 'fields'; open: OpenRequest }
  | { kind: 'ingredients'; open: OpenRequest };

/**
 * The step form's control, or the field or ingredient form (with the control in it), that the item's
 * hash opens: the first field without a helper text, the first ingredient whose note or example is
 * wanting, a new ingredient. Null when nothing on the page is wanting any more (or for the endpoint
 * test, which is rerun elsewhere).
 */
export function checklistTarget(
  key: ChecklistKey,
  type: ChecklistStepType,
  parts: {
    fields: readonly (ChecklistField & { id: string })[];
    ingredients?: readonly (ChecklistIngredient & { id: string })[];
  },
): ChecklistTarget | null {
  switch (key) {
    case 'description':
    case 'verbiage':
      return { kind: 'control', name: key };
    case 'ingredients':
      return { kind: 'ingredients', open: { id: 'new', focus: 'name' } };
    case 'fields_labelled': {
      const field = parts.fields[firstUnsatisfiedIndex(key, type, parts)];
      return field ? { kind: 'fields', open: { id: field.id, focus: 'helper_text' } } : null;
    }
    case 'ingredient_notes':
    case 'ingredient_examples': {
      const ingredient = parts.ingredients?.[firstUnsatisfiedIndex(key, type, parts)];
      const focus = key === 'ingredient_notes' ? 'note' : 'example';
      return ingredient ? { kind: 'ingredients', open: { id: ingredient.id, focus } } : null;
    }
    default:
      return null;
  }
}
