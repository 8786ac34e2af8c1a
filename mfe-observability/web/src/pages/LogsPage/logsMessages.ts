/**
 * The logs page's messages (see spec/review-org-diagnostics.md#8-the-error-catalogue, verbatim where the spec
 * gives them): the shared logs view's.
 */
export { LOGS_MESSAGES } from '@switchyard/ui/logs';
