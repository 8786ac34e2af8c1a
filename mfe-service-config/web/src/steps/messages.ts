/**
 * The sortable lists' failure text, word for word (spec/connections.md#8-the-error-catalogue): for
 * ingredients, trigger fields, Actions, action fields and Triggers.
 */
export const reorderError = (
  list: 'ingredients' | 'trigger fields' | 'Actions' | 'action fields' | 'Triggers',
) => `There has been an error reordering the ${list}, try again!`;

/**
 * Flash texts and confirmations for triggers and actions, in the pattern of
 * spec/service-config.md#8-error-catalogue.
 */
export const TRIGGER_MESSAGES = {
  created: 'Trigger created',
  updated: 'Trigger updated',
  deleted: 'Trigger deleted',
  reordered: 'Triggers reordered',
  createFailed: 'Could not create trigger — please check your data',
  updateFailed: 'Could not update trigger — please check your data',
  deleteFailed: 'Could not delete trigger — please check your data',
  reorderFailed: reorderError('Triggers'),
  confirmDelete:
    'Are you sure you want to PERMANENTLY delete this trigger? Any Applets that use this trigger will also be deleted.',
} as const;

export const ACTION_MESSAGES = {
  created: 'Action created',
  updated: 'Action updated',
  deleted: 'Action deleted',
  reordered: 'Actions reordered',
  createFailed: 'Could not create action — please check your data',
  updateFailed: 'Could not update action — please check your data',
  deleteFailed: 'Could not delete action — please check your data',
  reorderFailed: reorderError('Actions'),
  confirmDelete:
    'Are you sure you want to PERMANENTLY delete this action? Any Applets that use this action will also be deleted.',
} as const;

/** The trigger type choice (see spec/service-config.md#trigger-endpoint-form). */
export const TRIGGER_TYPE_LABELS = { protocol: 'API', feed: 'Feed (RSS or Atom)' } as const;

/**
 * The trigger field form's texts, word for word where the spec gives them (see
 * spec/service-config.md#4-states-and-transitions, spec/service-config.md#8-error-catalogue).
 */
export const TRIGGER_FIELD_MESSAGES = {
  created: 'Trigger field created',
  updated: 'Trigger field updated',
  deleted: 'Trigger field deleted',
  reordered: 'Trigger fields reordered',
  invalid: 'Could not save this trigger field. Please check your data!',
  saveFailed: 'There has been an error saving the trigger field.',
  deleteFailed: 'There has been an error deleting the trigger field.',
  reorderFailed: reorderError('trigger fields'),
  confirmTypeChangeTitle: 'Are you sure you want to change the trigger field type?',
  confirmTypeChange: 'All Applets using this trigger field will be deleted.',
  confirmDelete:
    'Are you sure you want to PERMANENTLY delete this trigger field? Any Applets that use this trigger field will also be deleted.',
} as const;

export const ACTION_FIELD_MESSAGES = {
  created: 'Action field created',
  updated: 'Action field updated',
  deleted: 'Action field deleted',
  reordered: 'Action fields reordered',
  invalid: 'Could not save this action field. Please check your data!',
  saveFailed: 'There has been an error updating this action field.',
  deleteFailed: 'There has been an error deleting the action field.',
  reorderFailed: reorderError('action fields'),
  confirmTypeChange:
    'Are you sure you want to change the action field type? All Applets using this action field will be deleted.',
  confirmDelete:
    'Are you sure you want to PERMANENTLY delete this action field? Any Applets that use this action field will also be deleted.',
} as const;

export const TRIGGER_INGREDIENT_MESSAGES = {
  created: 'Ingredient created',
  updated: 'Ingredient updated',
  deleted: 'Ingredient deleted',
  reordered: 'Ingredients reordered',
  saveFailed: 'There has been an error saving the Ingredient',
  deleteFailed: 'There has been an error deleting the Ingredient.',
  reorderFailed: reorderError('ingredients'),
  confirmDelete: 'Are you sure you want to PERMANENTLY delete this ingredient?',
} as const;

/** A write refused because the session is gone (401). */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
