import type { MockedResponse } from '@apollo/client/testing';
import { setSession } from '@switchyard/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServiceConfigRoutes } from '../routes';
import { renderWithApollo } from '../testing/renderWithApollo';
import { AuthTestServiceDocument } from './authTestOperations';
import type { Exchange, Outcome } from './authTestRequests';
import { storageKey, type AuthTestRun } from './authTestRun';
import { AuthTestsPage, type AuthTestRequests } from './AuthTestsPage';

const MODULE = 'acme_notes';
const TOKEN_URL = 'http://partner.test/oauth2/token';
const AUTHORIZE_URL = 'http://partner.test/oauth2/authorize?client_id=c&state=s1';

const serviceMock = (authentication_type: string): MockedResponse => ({
  request: { query: AuthTestServiceDocument, variables: { module_name: MODULE } },
  result: {
    data: {
      service: {
        __typename: 'Service',
        id: 'svc-1',
        module_name: MODULE,
        name: 'Acme Notes',
        authentication_type,
      },
    },
  },
});

const exchange = (statusCode: number, body: unknown, url = TOKEN_URL): Outcome<Exchange> => ({
  ok: true,
  data: {
    request: {
      method: 'POST',
      url,
      headers: { Accept: 'application/json' },
      body: 'client_secret=[REDACTED]',
    },
    response: { statusCode, body: typeof body === 'string' ? body : JSON.stringify(body) },
    checklist: [],
  },
});

const refreshAnswer = (n: number) =>
  exchange(200, {
    token_type: 'Bearer',
    access_token: `at_${n}`,
    refresh_token: `rt_${n}`,
    expires_in: 3600,
  });
const USER = { data: { name: 'Ada Lovelace', id: 'user_ada' } };

function fakeCalls(overrides: Partial<AuthTestRequests> = {}): jest.Mocked<AuthTestRequests> {
  return {
    beginAuthorization: jest.fn().mockResolvedValue({
      ok: true,
      data: { authorize_url: AUTHORIZE_URL, state: 's1', redirect_uri: 'http://localhost/cb' },
    }),
    requestToken: jest.fn().mockResolvedValue(refreshAnswer(1)),
    refreshToken: jest.fn().mockResolvedValueOnce(refreshAnswer(2)).mockResolvedValueOnce(refreshAnswer(3)),
    userInfo: jest.fn().mockResolvedValue(exchange(200, USER, 'http://partner.test/switchyard/v1/user/info')),
    ...overrides,
  } as jest.Mocked<AuthTestRequests>;
}

/** What Begin test left in sessionStorage before the browser went to the partner. */
function pendingRun(authenticationType = 'oauth_refresh_token'): AuthTestRun {
  const run: AuthTestRun = {
    moduleName: MODULE,
    authenticationType,
    phase: 'authorizing',
    state: 's1',
    authorizeUrl: AUTHORIZE_URL,
    steps: { authorization_code: { status: 'running', checklist: [] } },
  };
  sessionStorage.setItem(storageKey(MODULE), JSON.stringify(run));
  return run;
}

async function renderPage(
  type: string,
  props: { calls?: AuthTestRequests; callback?: URLSearchParams; redirect?: (url: string) => void } = {},
) {
  renderWithApollo(<AuthTestsPage moduleName={MODULE} {...props} />, [serviceMock(type)]);
  expect(await screen.findByRole('heading', { name: 'Authentication tests' })).toBeInTheDocument();
}

const step = (name: string) => screen.getByRole('region', { name });
const stepTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const checks = (name: string) =>
  within(within(step(name)).getByRole('list', { name: `${name}: checklist` }))
    .getAllByRole('listitem')
    .map((li) => [li.textContent!.replace(/^[✓✗](Passed|Failed): /, ''), li.getAttribute('data-status')]);

const FIVE_STEPS = [
  'Retrieve authorization code',
  'Request access token',
  'Retrieve user information',
  'Refresh access token',
  'Ensure older refresh token does not expire immediately',
];

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', `/services/${MODULE}/auth_tests`);
});

describe('AuthTestsPage', () => {
  it('shows the five steps for the refresh types, pending, and sends the browser to the partner on Begin test', async () => {
    const calls = fakeCalls();
    const redirect = jest.fn();
    const user = userEvent.setup();
    await renderPage('oauth_pkce_refresh_token', { calls, redirect });
    expect(stepTitles()).toEqual(['Authentication tests pending.', ...FIVE_STEPS]);
    expect(screen.getByText('Authentication tests pending.')).toBeInTheDocument();
    expect(within(step('Request access token')).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText(`http://localhost/services/${MODULE}/auth_tests/callback`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Begin test' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(AUTHORIZE_URL));
    expect(calls.beginAuthorization).toHaveBeenCalledWith(MODULE);
    const saved = JSON.parse(sessionStorage.getItem(storageKey(MODULE))!) as AuthTestRun;
    expect(saved).toMatchObject({
      phase: 'authorizing',
      state: 's1',
      authorizeUrl: AUTHORIZE_URL,
      authenticationType: 'oauth_pkce_refresh_token',
    });
  });

  it('leaves the refresh steps out for oauth and oauth_pkce', async () => {
    await renderPage('oauth');
    expect(stepTitles().slice(1)).toEqual(FIVE_STEPS.slice(0, 3));
  });

  it('resumes at the callback: code, token, user info, refresh and the older refresh token all pass', async () => {
    pendingRun();
    window.history.replaceState(null, '', `/services/${MODULE}/auth_tests/callback?code=c1&state=s1`);
    const calls = fakeCalls();
    await renderPage('oauth_refresh_token', { calls, callback: new URLSearchParams('code=c1&state=s1') });

    expect(await screen.findByText('Authentication tests successful.')).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/services/${MODULE}/auth_tests`);
    expect(calls.requestToken).toHaveBeenCalledWith(MODULE, 'c1', 's1');
    expect(calls.userInfo).toHaveBeenCalledWith(MODULE, { oauth_access_token: 'at_1' });
    // The second refresh uses the older refresh token again.
    expect(calls.refreshToken.mock.calls).toEqual([
      [MODULE, 'rt_1'],
      [MODULE, 'rt_1'],
    ]);
    for (const name of FIVE_STEPS) expect(within(step(name)).getByText('Passed')).toBeInTheDocument();
    expect(checks('Retrieve authorization code')).toEqual([
      ['An authorization code was returned', 'passing'],
      ['The state matches the one sent', 'passing'],
    ]);
    expect(checks('Request access token')).toEqual([
      ['Status code is 200 or 201', 'passing'],
      ['Body is valid JSON', 'passing'],
      ['Body is a JSON object', 'passing'],
      ['access_token is present', 'passing'],
      ['access_token is a string', 'passing'],
      ['access_token is at least 1 character long', 'passing'],
      ['expires_in, if present, is a positive number', 'passing'],
      ['refresh_token is present', 'passing'],
      ['refresh_token is a string', 'passing'],
      ['refresh_token is not empty', 'passing'],
    ]);
    expect(checks('Retrieve user information').map(([label]) => label)).toEqual([
      'Status code is 200',
      'Body is valid JSON',
      'Body is a JSON object',
      'Body has a top-level data object',
      'data.name is a string',
      'data.id is a string',
    ]);
    const token = step('Request access token');
    expect(within(token).getByLabelText('Request access token: request')).toHaveTextContent(
      `POST ${TOKEN_URL}`,
    );
    expect(within(token).getByLabelText('Request access token: response')).toHaveTextContent('Status: 200');
    expect(within(token).getByLabelText('Request access token: response')).toHaveTextContent(
      '"access_token": "at_1"',
    );
    expect(
      within(step('Retrieve authorization code')).getByLabelText('Retrieve authorization code: request'),
    ).toHaveTextContent(`GET ${AUTHORIZE_URL}`);
    expect(JSON.parse(sessionStorage.getItem(storageKey(MODULE))!).phase).toBe('done');
  });

  it('fails the code step on a state that does not match, and runs nothing else', async () => {
    pendingRun();
    const calls = fakeCalls();
    await renderPage('oauth_refresh_token', { calls, callback: new URLSearchParams('code=c1&state=forged') });
    expect(await screen.findByText('Authentication tests failed.')).toBeInTheDocument();
    expect(checks('Retrieve authorization code')).toEqual([
      ['An authorization code was returned', 'passing'],
      ['The state matches the one sent', 'failing'],
    ]);
    expect(calls.requestToken).not.toHaveBeenCalled();
    for (const name of FIVE_STEPS.slice(1))
      expect(within(step(name)).getByText('Not run')).toBeInTheDocument();
  });

  it('fails the code step when the partner answers access_denied', async () => {
    pendingRun('oauth');
    await renderPage('oauth', {
      calls: fakeCalls(),
      callback: new URLSearchParams('error=access_denied&state=s1'),
    });
    expect(await screen.findByText('Authentication tests failed.')).toBeInTheDocument();
    expect(checks('Retrieve authorization code')[0]).toEqual([
      'An authorization code was returned',
      'failing',
    ]);
    expect(
      within(step('Retrieve authorization code')).getByLabelText('Retrieve authorization code: response'),
    ).toHaveTextContent('"error": "access_denied"');
  });

  it('shows failing checks of a misbehaving partner: the older refresh token expired', async () => {
    pendingRun();
    const calls = fakeCalls({
      refreshToken: jest
        .fn()
        .mockResolvedValueOnce(refreshAnswer(2))
        .mockResolvedValueOnce(exchange(400, { error: 'invalid_grant' })),
    });
    await renderPage('oauth_refresh_token', { calls, callback: new URLSearchParams('code=c1&state=s1') });
    expect(await screen.findByText('Authentication tests failed.')).toBeInTheDocument();
    const older = 'Ensure older refresh token does not expire immediately';
    expect(within(step(older)).getByText('Failed')).toBeInTheDocument();
    expect(
      checks(older)
        .filter(([, s]) => s === 'failing')
        .map(([label]) => label),
    ).toEqual([
      'Status code is 200 or 201',
      'access_token is present',
      'access_token is a string',
      'access_token is at least 1 character long',
      'refresh_token is present',
      'refresh_token is a string',
      'refresh_token is not empty',
    ]);
    expect(within(step(older)).getByLabelText(`${older}: response`)).toHaveTextContent('Status: 400');
    expect(within(step('Refresh access token')).getByText('Passed')).toBeInTheDocument();
  });

  it('shows the default messages when a call fails without a server error code', async () => {
    pendingRun();
    const calls = fakeCalls({
      userInfo: jest.fn().mockResolvedValue({ ok: false }),
      refreshToken: jest.fn().mockResolvedValue({ ok: false }),
    });
    await renderPage('oauth_refresh_token', { calls, callback: new URLSearchParams('code=c1&state=s1') });
    expect(await screen.findByText('Authentication tests failed.')).toBeInTheDocument();
    expect(within(step('Retrieve user information')).getByRole('alert')).toHaveTextContent(
      'Could not get user info, please try again.',
    );
    expect(within(step('Refresh access token')).getByRole('alert')).toHaveTextContent(
      'Could not refresh token, please try again.',
    );
    // Without an answer to the refresh there is nothing to compare the older token with.
    expect(within(step(FIVE_STEPS[4])).getByText('Not run')).toBeInTheDocument();
  });

  it('shows the default for the token request, and the server error code when there is one', async () => {
    pendingRun('oauth');
    await renderPage('oauth', {
      calls: fakeCalls({ requestToken: jest.fn().mockResolvedValue({ ok: false }) }),
      callback: new URLSearchParams('code=c1&state=s1'),
    });
    expect(await within(step('Request access token')).findByRole('alert')).toHaveTextContent(
      'Could not initiate request, please try again.',
    );
    expect(within(step('Retrieve user information')).getByText('Not run')).toBeInTheDocument();
  });

  it('shows the server error code of a partner call that got no answer', async () => {
    pendingRun('oauth');
    await renderPage('oauth', {
      calls: fakeCalls({
        requestToken: jest
          .fn()
          .mockResolvedValue({ ok: false, code: 'timeout', message: 'No complete answer within 10000 ms.' }),
      }),
      callback: new URLSearchParams('code=c1&state=s1'),
    });
    const alert = await within(step('Request access token')).findByRole('alert');
    expect(within(alert).getByText('timeout')).toBeInTheDocument();
    expect(alert).toHaveTextContent('No complete answer within 10000 ms.');
  });

  it('fails Begin test with the server error code or the default, without leaving the page', async () => {
    const redirect = jest.fn();
    const user = userEvent.setup();
    const calls = fakeCalls({
      beginAuthorization: jest
        .fn()
        .mockResolvedValueOnce({
          ok: false,
          code: 'not_configured',
          message: "oauth_client_secret can't be blank",
        })
        .mockResolvedValueOnce({ ok: false }),
    });
    await renderPage('oauth', { calls, redirect });
    await user.click(screen.getByRole('button', { name: 'Begin test' }));
    const alert = await within(step('Retrieve authorization code')).findByRole('alert');
    expect(alert).toHaveTextContent("not_configured oauth_client_secret can't be blank");
    expect(screen.getByText('Authentication tests failed.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Begin test' }));
    await waitFor(() =>
      expect(within(step('Retrieve authorization code')).getByRole('alert')).toHaveTextContent(
        'Could not initiate request, please try again.',
      ),
    );
    expect(redirect).not.toHaveBeenCalled();
  });

  it('tests api_token_auth with user information only, and a token input', async () => {
    const user = userEvent.setup();
    const calls = fakeCalls();
    await renderPage('api_token_auth', { calls });
    expect(stepTitles()).toEqual(['Authentication tests pending.', 'Retrieve user information']);
    const begin = screen.getByRole('button', { name: 'Begin test' });
    expect(begin).toBeDisabled();
    const input = screen.getByLabelText('API token');
    expect(input).toHaveAttribute('type', 'password');
    await user.type(input, 'demo-api-token');
    await user.click(begin);
    expect(await screen.findByText('Authentication tests successful.')).toBeInTheDocument();
    expect(calls.userInfo).toHaveBeenCalledWith(MODULE, { api_token: 'demo-api-token' });
    expect(checks('Retrieve user information').every(([, s]) => s === 'passing')).toBe(true);
  });

  it('fails api_token_auth on a 401 with the failing checks', async () => {
    const user = userEvent.setup();
    const calls = fakeCalls({
      userInfo: jest
        .fn()
        .mockResolvedValue(exchange(401, { errors: [{ message: 'The access token is invalid.' }] })),
    });
    await renderPage('api_token_auth', { calls });
    await user.type(screen.getByLabelText('API token'), 'bad');
    await user.click(screen.getByRole('button', { name: 'Begin test' }));
    expect(await screen.findByText('Authentication tests failed.')).toBeInTheDocument();
    expect(checks('Retrieve user information')).toEqual([
      ['Status code is 200', 'failing'],
      ['Body is valid JSON', 'passing'],
      ['Body is a JSON object', 'passing'],
      ['Body has a top-level data object', 'failing'],
      ['data.name is a string', 'failing'],
      ['data.id is a string', 'failing'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByText('Authentication tests pending.')).toBeInTheDocument();
    expect(sessionStorage.getItem(storageKey(MODULE))).toBeNull();
  });

  it('says so when the callback comes without a pending test', async () => {
    const calls = fakeCalls();
    await renderPage('oauth', { calls, callback: new URLSearchParams('code=c1&state=s1') });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'No authentication test of this service was waiting',
    );
    expect(calls.requestToken).not.toHaveBeenCalled();
    expect(screen.getByText('Authentication tests pending.')).toBeInTheDocument();
  });

  it('has nothing to test without authentication', async () => {
    await renderPage('auth_not_required');
    expect(screen.getByText(/This service does not use authentication/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Begin test' })).not.toBeInTheDocument();
  });
});

describe('the auth_tests routes', () => {
  let fetchMock: jest.Mock;
  const answer = (status: number, body: unknown) =>
    Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      text: async () => JSON.stringify(body),
    });

  beforeEach(() => {
    setSession({ viewer: null, csrfToken: 'csrf-123' });
    fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('the callback route picks the test up, posts the code with its state, and returns to the test page', async () => {
    pendingRun('oauth');
    fetchMock.mockImplementation((url: string) => {
      if (url.endsWith('/auth_tests/token'))
        return answer(200, {
          data: {
            request: { method: 'POST', url: TOKEN_URL, headers: {}, body: '' },
            response: { statusCode: 200, body: '{"token_type":"Bearer","access_token":"at_1"}' },
            checklist: [],
          },
        });
      if (url.endsWith('/auth_tests/user_info'))
        return answer(200, {
          data: { request: {}, response: { statusCode: 200, body: JSON.stringify(USER) }, checklist: [] },
        });
      return answer(404, { error: 'Not found.' });
    });
    window.history.replaceState(null, '', `/services/${MODULE}/auth_tests/callback?code=c1&state=s1`);
    renderWithApollo(<ServiceConfigRoutes />, [serviceMock('oauth')]);
    expect(await screen.findByText('Authentication tests successful.')).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/services/${MODULE}/auth_tests`);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`/services/${MODULE}/auth_tests/token`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ code: 'c1', state: 's1' });
    expect((init.headers as Headers).get('X-CSRF-Token')).toBe('csrf-123');
  });

  it('shows the server error code of a refused call (a 422 with coded errors)', async () => {
    pendingRun('oauth');
    fetchMock.mockImplementation(() =>
      answer(422, {
        error: 'refused',
        errors: [{ attribute: 'state', message: 'does not match', code: 'state_mismatch' }],
      }),
    );
    window.history.replaceState(null, '', `/services/${MODULE}/auth_tests/callback?code=c1&state=s1`);
    renderWithApollo(<ServiceConfigRoutes />, [serviceMock('oauth')]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('state_mismatch state does not match');
  });

  it('uses the default for a 500 or a network failure', async () => {
    pendingRun('oauth');
    fetchMock.mockImplementation(() => answer(500, { error: 'Something went wrong on our side.' }));
    window.history.replaceState(null, '', `/services/${MODULE}/auth_tests/callback?code=c1&state=s1`);
    renderWithApollo(<ServiceConfigRoutes />, [serviceMock('oauth')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not initiate request, please try again.',
    );
  });
});
