/** Flash texts and confirmations for triggers and actions, in the pattern of the spec's §8. */
export const TRIGGER_MESSAGES = {
  created: 'Trigger created',
  updated: 'Trigger updated',
  deleted: 'Trigger deleted',
  reordered: 'Triggers reordered',
  createFailed: 'Could not create trigger — please check your data',
  updateFailed: 'Could not update trigger — please check your data',
  deleteFailed: 'Could not delete trigger — please check your data',
  reorderFailed: 'Could not reorder triggers — please try again',
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
  reorderFailed: 'Could not reorder actions — please try again',
  confirmDelete:
    'Are you sure you want to PERMANENTLY delete this action? Any Applets that use this action will also be deleted.',
} as const;

/** The trigger type choice (service-config §2). */
export const TRIGGER_TYPE_LABELS = { protocol: 'API', feed: 'Feed (RSS or Atom)' } as const;
