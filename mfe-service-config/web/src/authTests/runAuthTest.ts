import type { Exchange, Outcome } from './authTestRequests';
import { notRun, running, stepFromOutcome, type AuthTestRun, type StepResult } from './authTestRun';
import {
  authorizationCodeChecklist,
  authTestSteps,
  checklistPassed,
  isRefreshType,
  tokensOf,
  type AuthTestStepId,
  type PartnerResponse,
} from './checklists';

/** The calls a run makes (authTestRequests.ts; tests pass their own). */
export interface AuthTestCalls {
  requestToken(moduleName: string, code: string, state: string): Promise<Outcome<Exchange>>;
  refreshToken(moduleName: string, oauthRefreshToken: string): Promise<Outcome<Exchange>>;
  userInfo(
    moduleName: string,
    token: { oauth_access_token: string } | { api_token: string },
  ): Promise<Outcome<Exchange>>;
}

const partnerResponse = (r: StepResult) =>
  r.response && 'statusCode' in r.response ? (r.response as PartnerResponse) : null;

/** Applies each step's result as it comes, so the page shows progress (and storage keeps it). */
class Progress {
  constructor(
    public run: AuthTestRun,
    private readonly onChange: (run: AuthTestRun) => void,
  ) {}

  set(step: AuthTestStepId, result: StepResult) {
    this.run = { ...this.run, steps: { ...this.run.steps, [step]: result } };
    this.onChange(this.run);
  }

  async call(step: AuthTestStepId, outcome: () => Promise<Outcome<Exchange>>): Promise<StepResult> {
    this.set(step, running());
    const result = stepFromOutcome(step, await outcome(), this.run.authenticationType);
    this.set(step, result);
    return result;
  }

  /** Steps that have not run yet and cannot now. */
  skipRest() {
    for (const step of authTestSteps(this.run.authenticationType)) {
      if (!this.run.steps[step]) this.set(step, notRun());
    }
  }

  finish(): AuthTestRun {
    this.skipRest();
    this.run = { ...this.run, phase: 'done' };
    this.onChange(this.run);
    return this.run;
  }
}

/**
 * The rest of an OAuth test once the partner has sent the browser back: the authorization code's
 * checklist, then the token request, user information and, for the refresh types, a refresh and a
 * second refresh with the older (already used) refresh token. A step runs when the steps before it
 * gave it what it needs, even if they failed some checks.
 */
export async function continueFromCallback(
  run: AuthTestRun,
  callback: URLSearchParams,
  calls: AuthTestCalls,
  onChange: (run: AuthTestRun) => void,
): Promise<AuthTestRun> {
  const p = new Progress({ ...run, phase: 'running' }, onChange);
  const code = callback.get('code');
  const state = callback.get('state');
  const checklist = authorizationCodeChecklist({ code, state }, run.state);
  p.set('authorization_code', {
    status: checklistPassed(checklist) ? 'passed' : 'failed',
    checklist,
    request: { method: 'GET', url: run.authorizeUrl },
    response: { query: Object.fromEntries(callback) },
  });
  if (!checklistPassed(checklist) || !code || !state) return p.finish();

  const token = await p.call('access_token', () => calls.requestToken(run.moduleName, code, state));
  const { accessToken, refreshToken } = tokensOf(partnerResponse(token));
  if (accessToken) {
    await p.call('user_info', () => calls.userInfo(run.moduleName, { oauth_access_token: accessToken }));
  }
  if (isRefreshType(run.authenticationType) && refreshToken) {
    const refreshed = await p.call('refresh_token', () => calls.refreshToken(run.moduleName, refreshToken));
    // The older refresh token (the one just used) must still work.
    if (partnerResponse(refreshed)) {
      await p.call('older_refresh_token', () => calls.refreshToken(run.moduleName, refreshToken));
    }
  }
  return p.finish();
}

/** api_token_auth: user information with the token the partner developer typed. */
export async function runApiTokenTest(
  run: AuthTestRun,
  apiToken: string,
  calls: AuthTestCalls,
  onChange: (run: AuthTestRun) => void,
): Promise<AuthTestRun> {
  const p = new Progress({ ...run, phase: 'running' }, onChange);
  await p.call('user_info', () => calls.userInfo(run.moduleName, { api_token: apiToken }));
  return p.finish();
}
