import {
  CHECKLIST_EDIT_FORM_DELAY_MS,
  checklistKeyOfHash,
  type ChecklistField,
  type ChecklistIngredient,
  type ChecklistKey,
  type ChecklistStepType,
} from '@switchyard/service-config-common/checklist';
import { useEffect, useRef, useState } from 'react';
import type { OpenRequest } from '../stepEditor/ItemsSection';
import { checklistTarget } from './checklistTarget';

/**
 * Calls `onItem` with the item a #checklist-{key} hash names, CHECKLIST_EDIT_FORM_DELAY_MS after the page
 * (already loaded when this mounts) shows it or the hash changes to it (spec/connections.md#4-states-and-transitions).
 */
export function useChecklistHash(onItem: (key: ChecklistKey) => void) {
  const onItemRef = useRef(onItem);
  useEffect(() => {
    onItemRef.current = onItem;
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      clearTimeout(timer);
      const key = checklistKeyOfHash(window.location.hash);
      if (key) timer = setTimeout(() => onItemRef.current(key), CHECKLIST_EDIT_FORM_DELAY_MS);
    };
    follow();
    // navigate() announces a pushed address with popstate; a typed hash fires hashchange.
    window.addEventListener('hashchange', follow);
    window.addEventListener('popstate', follow);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('hashchange', follow);
      window.removeEventListener('popstate', follow);
    };
  }, []);
}

/**
 * A step page's checklist deep link: focuses the step form's description or verbiage (by the controls'
 * ids), or answers the open requests for its fields and ingredients sections.
 */
export function useChecklistDeepLink(
  type: ChecklistStepType,
  parts: {
    fields: readonly (ChecklistField & { id: string })[];
    ingredients?: readonly (ChecklistIngredient & { id: string })[];
  },
  controlIds: { description: string; verbiage?: string },
): { fields: OpenRequest | null; ingredients: OpenRequest | null } {
  const [fields, setFields] = useState<OpenRequest | null>(null);
  const [ingredients, setIngredients] = useState<OpenRequest | null>(null);
  useChecklistHash((key) => {
    const target = checklistTarget(key, type, parts);
    if (!target) return;
    if (target.kind === 'fields') setFields({ ...target.open });
    else if (target.kind === 'ingredients') setIngredients({ ...target.open });
    else {
      const id = controlIds[target.name];
      const control = id ? document.getElementById(id) : null;
      control?.scrollIntoView?.({ block: 'center' });
      control?.focus();
    }
  });
  return { fields, ingredients };
}
