import type { Exchange, Outcome } from './authTestRequests';
import {
  authTestSteps,
  checklistPassed,
  tokenChecklist,
  userInfoChecklist,
  type AuthTestStepId,
  type ChecklistItem,
  type PartnerResponse,
} from './checklists';
import { DEFAULT_STEP_ERRORS, STATUS_TEXTS } from './messages';

/**
 * One authentication test as the page keeps it: in sessionStorage while the browser is away at
 * the partner's authorization page, so the callback page can carry on where Begin test left off.
 */

export type StepStatus = 'running' | 'passed' | 'failed' | 'not_run';

export interface StepResult {
  status: StepStatus;
  checklist: ChecklistItem[];
  request?: unknown;
  /** A partner's answer, or (for the authorization code) the query it redirected back with. */
  response?: PartnerResponse | { query: Record<string, string> };
  error?: { code?: string; message: string };
  /** What a failing answer most likely means, from the server. */
  hint?: string;
}

export interface AuthTestRun {
  moduleName: string;
  authenticationType: string;
  /** 'authorizing': the browser went to the partner and the callback has not come back yet. */
  phase: 'authorizing' | 'running' | 'done';
  state?: string;
  authorizeUrl?: string;
  steps: Partial<Record<AuthTestStepId, StepResult>>;
}

export type OverallStatus = keyof typeof STATUS_TEXTS;

/** failed once any step failed or could not run; successful only when every step passed. */
export function overallStatus(run: AuthTestRun | null): OverallStatus {
  if (!run) return 'pending';
  const results = authTestSteps(run.authenticationType).map((id) => run.steps[id]);
  if (results.some((r) => r?.status === 'failed' || r?.status === 'not_run')) return 'failed';
  if (results.length > 0 && results.every((r) => r?.status === 'passed')) return 'successful';
  return 'pending';
}

export const statusText = (run: AuthTestRun | null) => STATUS_TEXTS[overallStatus(run)];

/** A step's result from the server's answer: the checklist is worked out here with the shared rules. */
export function stepFromOutcome(
  step: AuthTestStepId,
  outcome: Outcome<Exchange>,
  authenticationType: string,
): StepResult {
  if (!outcome.ok) {
    return {
      status: 'failed',
      checklist: [],
      error: outcome.code
        ? { code: outcome.code, message: outcome.message ?? DEFAULT_STEP_ERRORS[step] }
        : { message: DEFAULT_STEP_ERRORS[step] },
    };
  }
  const { request, response, hint } = outcome.data;
  const checklist =
    step === 'user_info' ? userInfoChecklist(response) : tokenChecklist(response, authenticationType);
  const status = checklistPassed(checklist) ? 'passed' : 'failed';
  return { status, checklist, request, response, ...(hint ? { hint } : {}) };
}

export const notRun = (): StepResult => ({ status: 'not_run', checklist: [] });
export const running = (): StepResult => ({ status: 'running', checklist: [] });

/**
 * A run read back after a reload in the middle of its calls (or of Begin test's request): the
 * answers are lost, so the steps that were waiting failed (with their default message).
 */
export function settleInterrupted(run: AuthTestRun): AuthTestRun {
  // Begin test's own request was cut short: the browser never went to the partner.
  const unsent = run.phase === 'authorizing' && !run.authorizeUrl;
  if (run.phase !== 'running' && !unsent) return run;
  const steps = Object.fromEntries(
    Object.entries(run.steps).map(([id, r]) => [
      id,
      r?.status === 'running'
        ? { status: 'failed', checklist: [], error: { message: DEFAULT_STEP_ERRORS[id as AuthTestStepId] } }
        : r,
    ]),
  ) as AuthTestRun['steps'];
  return { ...run, phase: 'done', steps };
}

const STORAGE_PREFIX = 'switchyard.authTests.';
export const storageKey = (moduleName: string) => STORAGE_PREFIX + moduleName;

export function loadRun(storage: Storage, moduleName: string): AuthTestRun | null {
  try {
    const raw = storage.getItem(storageKey(moduleName));
    if (!raw) return null;
    const run = JSON.parse(raw) as AuthTestRun;
    const shaped =
      run &&
      run.moduleName === moduleName &&
      typeof run.authenticationType === 'string' &&
      ['authorizing', 'running', 'done'].includes(run.phase) &&
      typeof run.steps === 'object' &&
      run.steps !== null;
    return shaped ? run : null;
  } catch {
    return null;
  }
}

export function saveRun(storage: Storage, run: AuthTestRun) {
  try {
    storage.setItem(storageKey(run.moduleName), JSON.stringify(run));
  } catch {
    // Storage full or disabled: the test still runs, it just cannot survive a reload.
  }
}

export function clearRun(storage: Storage, moduleName: string) {
  try {
    storage.removeItem(storageKey(moduleName));
  } catch {
    // as above
  }
}
