// The authentication test's steps and checklists: the subgraph's pure rules (no server code in them),
// so the page checks exactly what the server's answers are checked with.
export {
  AUTH_TEST_STEPS,
  authorizationCodeChecklist,
  authTestSteps,
  checklistPassed,
  isOAuthType,
  isRefreshType,
  parseJsonBody,
  tokenChecklist,
  tokensOf,
  userInfoChecklist,
  type AuthTestStepId,
  type ChecklistItem,
  type PartnerResponse,
} from '@switchyard/service-config-common/authTests/checklists';
