// Verbatim from spec/review-org-diagnostics.md#8-the-error-catalogue.
export const REMOVE_FAILED = 'Sorry, that did not work out. Please try again';
export const INVITE_RESENT = 'Invite has been resent';
