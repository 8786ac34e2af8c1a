import { reorderError } from '../steps/messages';

/**
 * The queries area's messages and confirmations, word for word (see
 * spec/service-config.md#8-error-catalogue).
 */
export const QUERY_MESSAGES = {
  reordered: 'Queries reordered',
  reorderFailed: 'There has been an error reordering the Queries, try again!',
  created: 'Query created',
  updated: 'Query updated',
  deleted: 'Query deleted',
  cloned: 'Query cloned',
  createFailed: 'Could not create query — please check your data',
  updateFailed: 'Could not update query — please check your data',
  deleteFailed: 'Could not delete query — please check your data',
  cloneFailed: 'Could not clone query — please check your data',
  confirmDelete:
    'Are you sure you want to PERMANENTLY delete this query? Any Applets that use this query will also be deleted.',
  confirmClone:
    'Are you sure you want to clone this query? It will clone all the properties, including query fields, and ingredients',
} as const;

export const QUERY_FIELD_MESSAGES = {
  created: 'Query field created',
  updated: 'Query field updated',
  deleted: 'Query field deleted',
  reordered: 'Query fields reordered',
  createFailed: 'Could not create query field — please check your data',
  updateFailed: 'Could not update query field — please check your data',
  deleteFailed: 'Could not delete query field — please check your data',
  reorderFailed: 'Could not reorder query fields — please try again',
  confirmDelete:
    'Are you sure you want to PERMANENTLY delete this query field? Any Applets that use this query field will also be deleted.',
} as const;

export const INGREDIENT_MESSAGES = {
  created: 'Ingredient created',
  updated: 'Ingredient updated',
  deleted: 'Ingredient deleted',
  reordered: 'Ingredients reordered',
  createFailed: 'Could not create ingredient — please check your data',
  updateFailed: 'Could not update ingredient — please check your data',
  deleteFailed: 'Could not delete ingredient — please check your data',
  // The sortable ingredients lists share the connections spec's text; query fields keep this spec's.
  reorderFailed: reorderError('ingredients'),
  confirmDelete: 'Are you sure you want to PERMANENTLY delete this ingredient?',
} as const;

export const NOT_FOUND = 'NOT FOUND';
export const EMPTY_QUERIES_LINK = 'Learn how to create your first Query';
export const EMPTY_QUERIES_DOCS = '/docs/queries';
