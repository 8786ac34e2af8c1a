/**
 * The remaining-invitations line of the invite form, singular/plural/none (see
 * spec/review-org-diagnostics.md#9-business-constants-and-limits).
 */
export function remainingInvitationsText(remaining: number): string {
  if (remaining <= 0) return 'You have no invitations left';
  if (remaining === 1) return 'You have 1 invitation left';
  return `You have ${remaining} invitations left`;
}

// Deliberately loose: the server runs the authoritative check; this only catches typos early.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The invite form's client-side e-mail check; undefined when the value looks like an address. */
export function emailError(value: string | undefined): string | undefined {
  const email = (value ?? '').trim();
  if (!email) return 'Enter an e-mail address';
  if (!EMAIL.test(email)) return 'Enter a valid e-mail address';
  return undefined;
}
