// Verbatim from spec/review-org-diagnostics.md#8-the-error-catalogue (the first failure text's typo is the
// spec's).
export const ORG_UPDATED = 'Organization updated';
export const ORG_UPDATE_FAILED = 'An error has occrurred, please contact customer support';
export const OWNER_UPDATED = 'Organization owner has been updated';
export const OWNER_UPDATE_FAILED = 'An error has occurred, please contact customer support';
