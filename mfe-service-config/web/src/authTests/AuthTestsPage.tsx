import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { linkClick, navigate } from '@switchyard/client';
import { Button, Field } from '@switchyard/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AuthTestServiceDocument } from './authTestOperations';
import * as requests from './authTestRequests';
import {
  clearRun,
  loadRun,
  notRun,
  overallStatus,
  running,
  saveRun,
  settleInterrupted,
  statusText,
  type AuthTestRun,
} from './authTestRun';
import { AuthTestStep } from './AuthTestStep';
import { AUTH_TEST_STEPS, authTestSteps, isOAuthType } from './checklists';
import { INITIATE_FAILED, NO_AUTHENTICATION, NO_PENDING_TEST, WAITING_FOR_PARTNER } from './messages';
import { continueFromCallback, runApiTokenTest, type AuthTestCalls } from './runAuthTest';
import './AuthTests.css';
import { ServiceNotLoaded } from '../services/ServiceNotLoaded';

export type AuthTestRequests = AuthTestCalls & {
  beginAuthorization(moduleName: string): Promise<requests.Outcome<requests.Authorization>>;
};

export interface AuthTestsPageProps {
  moduleName: string;
  /** The query of /services/{module_name}/auth_tests/callback: where the partner sent the browser back. */
  callback?: URLSearchParams | null;
  /** Sends the browser to the partner's authorization page (a real page load). */
  redirect?: (url: string) => void;
  storage?: Storage;
  calls?: AuthTestRequests;
}

const testsPath = (moduleName: string) => `/services/${encodeURIComponent(moduleName)}/auth_tests`;

/**
 * /services/{module_name}/auth_tests: Begin test sends the browser to the partner's authorization
 * page; the partner sends it back to …/auth_tests/callback, where this page picks the test up again
 * (it waits in sessionStorage meanwhile) and runs the remaining steps through the platform's server.
 * api_token_auth services are tested with user information and a token typed here.
 */
export function AuthTestsPage({
  moduleName,
  callback = null,
  redirect = (url) => window.location.assign(url),
  storage = window.sessionStorage,
  calls = requests,
}: AuthTestsPageProps) {
  const { data, loading, error, refetch } = useQuery(AuthTestServiceDocument, {
    variables: { module_name: moduleName },
    fetchPolicy: ROUTE_LOADED,
  });
  const [run, setRun] = useState<AuthTestRun | null>(() => {
    const saved = loadRun(storage, moduleName);
    return saved && settleInterrupted(saved);
  });
  // A callback that no Begin test of this tab is waiting for (another tab, a bookmarked address).
  const [notice, setNotice] = useState<string | null>(() =>
    callback && loadRun(storage, moduleName)?.phase !== 'authorizing' ? NO_PENDING_TEST : null,
  );
  const [apiToken, setApiToken] = useState('');

  const update = useCallback(
    (next: AuthTestRun) => {
      saveRun(storage, next);
      setRun(next);
    },
    [storage],
  );

  // The partner's redirect: once, whatever re-renders follow (the address changes right away).
  const handledCallback = useRef(false);
  useEffect(() => {
    if (!callback || handledCallback.current) return;
    handledCallback.current = true;
    const pending = loadRun(storage, moduleName);
    // A reload of this page must not send the used code again.
    navigate(testsPath(moduleName), { replace: true });
    if (pending?.phase === 'authorizing') void continueFromCallback(pending, callback, calls, update);
  }, [callback, calls, moduleName, storage, update]);

  const service = data?.service;
  if (!service) {
    return <ServiceNotLoaded moduleName={moduleName} loading={loading} error={error} refetch={refetch} />;
  }

  // A test under way keeps the type it began with.
  const type = run?.authenticationType ?? service.authentication_type;
  const steps = authTestSteps(type);
  const busy = run?.phase === 'running' || (run?.phase === 'authorizing' && !run.authorizeUrl);
  // Begun, sent to the partner, and back here without its answer (the Back button, say).
  const awayAtPartner = run?.phase === 'authorizing' && Boolean(run.authorizeUrl) && !callback;
  const status = overallStatus(run);

  async function beginOAuth() {
    setNotice(null);
    const fresh: AuthTestRun = {
      moduleName,
      authenticationType: service!.authentication_type,
      phase: 'authorizing',
      steps: { authorization_code: running() },
    };
    update(fresh);
    const outcome = await calls.beginAuthorization(moduleName);
    if (!outcome.ok) {
      const failed: AuthTestRun = { ...fresh, phase: 'done', steps: {} };
      for (const step of authTestSteps(fresh.authenticationType)) failed.steps[step] = notRun();
      failed.steps.authorization_code = {
        status: 'failed',
        checklist: [],
        error: outcome.code
          ? { code: outcome.code, message: outcome.message ?? INITIATE_FAILED }
          : { message: INITIATE_FAILED },
      };
      update(failed);
      return;
    }
    update({ ...fresh, state: outcome.data.state, authorizeUrl: outcome.data.authorize_url });
    redirect(outcome.data.authorize_url);
  }

  function beginApiToken() {
    setNotice(null);
    const fresh: AuthTestRun = {
      moduleName,
      authenticationType: service!.authentication_type,
      phase: 'running',
      steps: {},
    };
    update(fresh);
    void runApiTokenTest(fresh, apiToken, calls, update);
  }

  function startAgain() {
    clearRun(storage, moduleName);
    setRun(null);
    setNotice(null);
  }

  const callbackUrl = `${window.location.origin}${testsPath(moduleName)}/callback`;

  return (
    <section className="sc-page sc-at" aria-labelledby="auth-tests-title">
      <nav aria-label="Breadcrumb" className="sc-breadcrumb">
        <a href={`/services/${encodeURIComponent(moduleName)}`} onClick={linkClick}>
          {service.name}
        </a>
      </nav>
      <h1 id="auth-tests-title">Authentication tests</h1>
      {steps.length === 0 ? (
        <p className="sc-note">{NO_AUTHENTICATION}</p>
      ) : (
        <>
          {isOAuthType(type) ? (
            <div className="sc-at-start">
              <p>
                Begin test takes you to your service&rsquo;s authorization page. Approve the access there;
                your service sends you back to <code>{callbackUrl}</code> (register it as a redirect URI), and
                the test goes on with the code it brings.
              </p>
              <Button variant="primary" onClick={() => void beginOAuth()} disabled={busy}>
                Begin test
              </Button>
            </div>
          ) : (
            <form
              className="sc-at-start"
              aria-label="Test with an API token"
              onSubmit={(e) => {
                e.preventDefault();
                if (apiToken.trim()) beginApiToken();
              }}
            >
              <Field
                label="API token"
                hint="A token of a test account on your service; it is sent as a Bearer token to user/info."
                type="password"
                autoComplete="off"
                value={apiToken}
                onChange={(e) => setApiToken(e.currentTarget.value)}
              />
              <Button type="submit" variant="primary" disabled={busy || !apiToken.trim()}>
                Begin test
              </Button>
            </form>
          )}
          <div role="status" aria-live="polite">
            <h2 className={`sc-at-status sc-at-status--${status}`}>{statusText(run)}</h2>
          </div>
          {(notice || awayAtPartner) && (
            <p className="sc-note" role="note">
              {notice ?? WAITING_FOR_PARTNER}
            </p>
          )}
          <ol className="sc-at-steps">
            {steps.map((id) => (
              <AuthTestStep key={id} id={id} title={AUTH_TEST_STEPS[id]} result={run?.steps[id]} />
            ))}
          </ol>
          {run?.phase === 'done' && <Button onClick={startAgain}>Start again</Button>}
        </>
      )}
    </section>
  );
}
