import { ADMIN_MESSAGES } from '@switchyard/service-config-common/rules/serviceAdmin';

/** The Administrators section's texts (the spec names the list, not its words). */
export const ADMIN_TEXTS = {
  title: 'Administrators',
  intro:
    'The people the review team contacts about this service. A reviewer validates their details; changing an e-mail or phone asks for it again.',
  empty: 'No administrators yet.',
  loading: 'Loading administrators…',
  loadFailed: 'Could not load the administrators.',
  add: 'Add administrator',
  limit: ADMIN_MESSAGES.tooMany,
  added: 'Administrator added',
  updated: 'Administrator updated',
  removed: 'Administrator removed',
  saveFailed: 'Could not save this administrator. Please check your data!',
  removeFailed: 'Could not remove this administrator. Please try again!',
  sessionEnded: 'Your session has ended. Please sign in again.',
  confirmRemoveTitle: 'Remove this administrator?',
  confirmRemove: (name: string) =>
    `${name} will no longer be contacted by the review team about this service.`,
  validated: 'Validated',
  notValidated: 'Not validated yet',
  noPhone: 'No phone',
  phoneHint: 'Optional. Digits, spaces and + - ( ), with 7 to 20 digits.',
} as const;
