import {
  INVITATION_LIFETIME_MS,
  invitationExpiry,
  invitationState,
  remainingInvitations,
} from './invitations';

const sent = new Date('2025-03-01T12:00:00Z');
const open = { expires_at: invitationExpiry(sent), accepted_at: null, revoked_at: null };

describe('invitationState', () => {
  it('is pending for one week, then expired', () => {
    expect(INVITATION_LIFETIME_MS).toBe(604_800_000);
    expect(invitationState(open, sent)).toBe('pending');
    expect(invitationState(open, new Date(sent.getTime() + INVITATION_LIFETIME_MS - 1))).toBe('pending');
    expect(invitationState(open, new Date(sent.getTime() + INVITATION_LIFETIME_MS))).toBe('expired');
    expect(invitationState(open, new Date('2025-03-20T00:00:00Z'))).toBe('expired');
  });

  it('is converted once accepted, even after the expiry date', () => {
    const accepted = { ...open, accepted_at: sent };
    expect(invitationState(accepted, new Date('2026-01-01T00:00:00Z'))).toBe('converted');
  });

  it('is revoked when withdrawn', () => {
    expect(invitationState({ ...open, revoked_at: sent }, sent)).toBe('revoked');
  });
});

describe('remainingInvitations', () => {
  it('subtracts members besides the owner and pending invitations from the tier limit', () => {
    expect(remainingInvitations('free', 0, 0)).toBe(2);
    expect(remainingInvitations('free', 1, 0)).toBe(1);
    expect(remainingInvitations('lite', 1, 2)).toBe(2);
    expect(remainingInvitations('developer', 1, 1)).toBe(8);
    expect(remainingInvitations('business', 2, 0)).toBe(23);
  });

  it('never goes below zero', () => {
    expect(remainingInvitations('free', 2, 0)).toBe(0);
    expect(remainingInvitations('free', 3, 4)).toBe(0);
  });
});
