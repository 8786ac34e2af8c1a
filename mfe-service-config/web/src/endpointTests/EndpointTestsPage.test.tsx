import { setSession } from '@switchyard/client';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EndpointTestsPage } from './EndpointTestsPage';
import type { EndpointTestEvent } from './endpointTestTree';

type Answer = { status: number; body?: unknown } | Error;
let posts: Answer[];
let pages: Answer[];
let fetchMock: jest.Mock;

function reply(a: Answer) {
  if (a instanceof Error) return Promise.reject(a);
  return Promise.resolve({
    ok: a.status >= 200 && a.status < 300,
    status: a.status,
    statusText: String(a.status),
    json: async () => a.body,
    text: async () => (a.body === undefined ? '' : JSON.stringify(a.body)),
  });
}

const ev = (
  index: number,
  type: EndpointTestEvent['type'],
  context_path: string,
  data = {},
): EndpointTestEvent => ({
  index,
  type,
  context_path,
  data,
});

const STATUS_EVENTS = [
  ev(0, 'test_case_request', 'status/healthy', {
    method: 'GET',
    url: 'http://partner.example/switchyard/v1/status',
    headers: { 'Switchyard-Service-Key': '[REDACTED]' },
    body: null,
  }),
  ev(1, 'test_case_response', 'status/healthy', {
    status: 200,
    headers: {},
    body: { data: { status: 'ok' } },
    duration_ms: 3,
  }),
  ev(2, 'assertion_success', 'status/healthy', { check: 'status_200', message: 'Answers 200 (healthy)' }),
];
const TRIGGER_EVENTS = [
  ev(3, 'test_case_request', 'triggers/new_photo_in_album/limit_1', {
    method: 'POST',
    url: 'http://partner.example/switchyard/v1/triggers/new_photo_in_album',
    headers: { Authorization: 'Bearer [REDACTED]' },
    body: { limit: 1 },
  }),
  ev(4, 'test_case_response', 'triggers/new_photo_in_album/limit_1', {
    status: 200,
    headers: {},
    body: { data: [] },
  }),
  ev(5, 'assertion_success', 'triggers/new_photo_in_album/limit_1', {
    check: 'status_200',
    message: 'Status code is 200',
  }),
  ev(6, 'assertion_failure', 'triggers/new_photo_in_album/limit_1', {
    check: 'limit_1',
    message: 'Returns exactly 1 item when limit is 1',
    detail: 'Got 0 items.',
  }),
  ev(7, 'test_case_skip', 'triggers/new_photo_in_album/invalid_token', { message: 'No token to spoil.' }),
  ev(8, 'endpoint_skip', 'triggers/40000000-0000-4000-8000-000000000002', { message: 'A feed trigger.' }),
];
const end = (index: number, failed: boolean) =>
  ev(index, 'suite_end', '', { failed, passing: 2, failing: failed ? 1 : 0, skipped: 2 });

beforeEach(() => {
  jest.useFakeTimers();
  setSession({ viewer: null, csrfToken: 'csrf-123' });
  posts = [{ status: 201, body: { session_id: 's1' } }];
  pages = [];
  fetchMock = jest.fn((url: string, init: RequestInit) => {
    if (init.method === 'POST') return reply(posts.shift() ?? { status: 500 });
    return reply(pages.shift() ?? { status: 200, body: { events: [], finished: false } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

const status = () => screen.getByRole('status');
const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const flush = (ms = 0) => act(() => jest.advanceTimersByTimeAsync(ms));
const requested = () => fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url}`);

async function begin() {
  render(<EndpointTestsPage moduleName="daybook" />);
  await user().click(screen.getByRole('button', { name: 'Begin test' }));
  await flush();
}

describe('EndpointTestsPage', () => {
  it('says Not running before a test, with a Begin test button and a way back to the service', () => {
    render(<EndpointTestsPage moduleName="daybook" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Endpoint tests' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('Not running');
    expect(screen.getByRole('heading', { level: 2, name: 'Not running' })).toHaveClass('neutral');
    expect(screen.getByRole('link', { name: 'daybook' })).toHaveAttribute('href', '/services/daybook');
  });

  it('begins a session, polls its results by offset every second and shows success at suite_end', async () => {
    pages = [
      { status: 200, body: { events: STATUS_EVENTS, finished: false } },
      { status: 200, body: { events: [end(3, false)], finished: true } },
    ];
    await begin();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/services/daybook/endpoint_tests');
    expect(new Headers(init.headers).get('X-CSRF-Token')).toBe('csrf-123');
    expect(status()).toHaveTextContent('Running tests…');
    expect(screen.getByRole('button', { name: 'Begin test' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /status/ })).toBeInTheDocument();

    await flush(1000);
    expect(requested()).toEqual([
      'POST /services/daybook/endpoint_tests',
      'GET /services/daybook/endpoint_tests/results?session_id=s1&offset=0',
      'GET /services/daybook/endpoint_tests/results?session_id=s1&offset=3',
    ]);
    expect(status()).toHaveTextContent('Success! All endpoint tests passed.');
    expect(screen.getByRole('heading', { level: 2 })).toHaveClass('passing');
    expect(screen.getByText('2 passing, 0 failing, 2 skipped')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Begin test' })).toBeEnabled();

    await flush(5000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('shows a failed run and expands endpoints, test cases and checklists with their status classes', async () => {
    pages = [
      { status: 200, body: { events: [...STATUS_EVENTS, ...TRIGGER_EVENTS, end(9, true)], finished: true } },
    ];
    await begin();
    expect(status()).toHaveTextContent('Endpoint tests failed.');
    expect(screen.getByRole('heading', { level: 2 })).toHaveClass('failing');

    const endpoints = within(screen.getByRole('list', { name: 'Endpoints' }));
    const trigger = endpoints.getByRole('button', { name: /triggers\/new_photo_in_album$/ });
    expect(trigger).toHaveAccessibleName('Failed: triggers/new_photo_in_album');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger.closest('li')).toHaveClass('failing');
    expect(endpoints.getByRole('button', { name: /status$/ }).closest('li')).toHaveClass('passing');
    expect(endpoints.getByRole('button', { name: /40000000/ }).closest('li')).toHaveClass('neutral');

    await user().click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const limit1 = screen.getByRole('button', { name: 'Failed: Limit 1' });
    expect(
      screen.getByRole('button', { name: 'Not checked: Invalid access token' }).closest('li'),
    ).toHaveClass('neutral');
    await user().click(limit1);
    expect(
      screen.getByText('POST http://partner.example/switchyard/v1/triggers/new_photo_in_album'),
    ).toBeInTheDocument();
    expect(screen.getByText('Authorization: Bearer [REDACTED]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Response' })).toBeInTheDocument();
    const checklist = within(screen.getByRole('list', { name: 'Checklist of Limit 1' }));
    const items = checklist.getAllByRole('listitem');
    expect(items.map((li) => li.className)).toEqual(['sc-et-check passing', 'sc-et-check failing']);
    expect(items[1]).toHaveTextContent('Failed: Returns exactly 1 item when limit is 1 — Got 0 items.');

    await user().click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Failed: Limit 1' })).not.toBeInTheDocument();
  });

  it('opens and closes with the keyboard', async () => {
    pages = [{ status: 200, body: { events: [...STATUS_EVENTS, end(3, false)], finished: true } }];
    await begin();
    const toggle = screen.getByRole('button', { name: 'Passed: status' });
    toggle.focus();
    await user().keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user().keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('says Error communicating with server. when polling fails other than with a 404', async () => {
    pages = [
      { status: 200, body: { events: STATUS_EVENTS, finished: false } },
      { status: 500, body: {} },
    ];
    await begin();
    await flush(1000);
    expect(screen.getByRole('alert')).toHaveTextContent('Error communicating with server.');
    expect(status()).toHaveTextContent('Endpoint tests failed.');
    await flush(5000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('says Error communicating with server. when the network fails', async () => {
    pages = [new TypeError('Failed to fetch')];
    await begin();
    expect(screen.getByRole('alert')).toHaveTextContent('Error communicating with server.');
  });

  it('says Error - test timeout exceeded. on a 404 while polling', async () => {
    pages = [{ status: 404, body: { error: 'No such endpoint test session.' } }];
    await begin();
    expect(screen.getByRole('alert')).toHaveTextContent('Error - test timeout exceeded.');
    expect(status()).toHaveTextContent('Endpoint tests failed.');
  });

  it('says Error - test timeout exceeded. after 35 seconds without a new event', async () => {
    pages = [{ status: 200, body: { events: STATUS_EVENTS, finished: false } }];
    await begin();
    await flush(34_000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('Running tests…');
    await flush(1_000);
    expect(screen.getByRole('alert')).toHaveTextContent('Error - test timeout exceeded.');
    const calls = fetchMock.mock.calls.length;
    await flush(5_000);
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('counts the 35 seconds from the newest event', async () => {
    pages = [{ status: 200, body: { events: STATUS_EVENTS, finished: false } }];
    for (let i = 0; i < 20; i++) pages.push({ status: 200, body: { events: [], finished: false } });
    pages.push({ status: 200, body: { events: [TRIGGER_EVENTS[0]], finished: false } });
    await begin();
    // the new event comes with the 22nd poll, 21 s in: the page waits until 56 s
    await flush(50_000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await flush(7_000);
    expect(screen.getByRole('alert')).toHaveTextContent('Error - test timeout exceeded.');
  });

  it("shows the server's reason when it refuses to begin, and follows a run that is already going", async () => {
    posts = [
      { status: 422, body: { error: "Set the service's API URL prefix before running endpoint tests." } },
      {
        status: 409,
        body: { error: 'An endpoint test of this service is already running.', session_id: 's0' },
      },
    ];
    pages = [{ status: 200, body: { events: [...STATUS_EVENTS, end(3, false)], finished: true } }];
    await begin();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Set the service's API URL prefix before running endpoint tests.",
    );
    expect(status()).toHaveTextContent('Not running');

    await user().click(screen.getByRole('button', { name: 'Begin test' }));
    await flush();
    expect(requested()[2]).toBe('GET /services/daybook/endpoint_tests/results?session_id=s0&offset=0');
    expect(status()).toHaveTextContent('Success! All endpoint tests passed.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stops polling when the page goes away', async () => {
    pages = [{ status: 200, body: { events: STATUS_EVENTS, finished: false } }];
    const { unmount } = render(<EndpointTestsPage moduleName="daybook" />);
    await user().click(screen.getByRole('button', { name: 'Begin test' }));
    await flush();
    unmount();
    const calls = fetchMock.mock.calls.length;
    await flush(40_000);
    expect(fetchMock.mock.calls.length).toBe(calls);
  });
});
