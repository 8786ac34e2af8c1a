import type { FieldError } from '@switchyard/server-kit';

export const OWNER_TRANSFER_MESSAGE =
  'Ownership transfer: requires selecting a member other than the current owner';

/** The new owner must be a current member other than the current owner. */
export function checkOwnershipTransfer(
  memberIds: readonly string[],
  currentOwnerId: string,
  targetId: unknown,
): FieldError | null {
  if (typeof targetId !== 'string' || targetId === currentOwnerId || !memberIds.includes(targetId)) {
    return { attribute: 'user_id', message: OWNER_TRANSFER_MESSAGE };
  }
  return null;
}
