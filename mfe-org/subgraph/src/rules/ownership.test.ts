import { checkOwnershipTransfer, OWNER_TRANSFER_MESSAGE } from './ownership';

describe('checkOwnershipTransfer', () => {
  const members = ['owner', 'milo'];
  const refused = { attribute: 'user_id', message: OWNER_TRANSFER_MESSAGE };

  it('allows a member other than the owner', () => {
    expect(checkOwnershipTransfer(members, 'owner', 'milo')).toBeNull();
  });

  it('refuses the current owner, a non-member and nothing at all', () => {
    expect(checkOwnershipTransfer(members, 'owner', 'owner')).toEqual(refused);
    expect(checkOwnershipTransfer(members, 'owner', 'stranger')).toEqual(refused);
    expect(checkOwnershipTransfer(members, 'owner', '')).toEqual(refused);
    expect(checkOwnershipTransfer(members, 'owner', undefined)).toEqual(refused);
  });
});
