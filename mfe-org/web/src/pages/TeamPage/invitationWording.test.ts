import { emailError, remainingInvitationsText } from './invitationWording';

describe('remainingInvitationsText', () => {
  it('words none, one and many', () => {
    expect(remainingInvitationsText(0)).toBe('You have no invitations left');
    expect(remainingInvitationsText(1)).toBe('You have 1 invitation left');
    expect(remainingInvitationsText(3)).toBe('You have 3 invitations left');
  });

  it('never shows a negative count', () => {
    expect(remainingInvitationsText(-2)).toBe('You have no invitations left');
  });
});

describe('emailError', () => {
  it('requires an address', () => {
    expect(emailError(undefined)).toBe('Enter an e-mail address');
    expect(emailError('   ')).toBe('Enter an e-mail address');
  });

  it('rejects values that are not an address', () => {
    for (const v of ['nia', 'nia@', '@example.com', 'nia@example', 'ni a@example.com']) {
      expect(emailError(v)).toBe('Enter a valid e-mail address');
    }
  });

  it('accepts addresses, ignoring surrounding spaces', () => {
    expect(emailError('nia@example.com')).toBeUndefined();
    expect(emailError(' first.last+tag@sub.example.org ')).toBeUndefined();
  });
});
