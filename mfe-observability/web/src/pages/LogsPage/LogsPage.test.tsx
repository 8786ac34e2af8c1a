import type { MockedResponse } from '@apollo/client/testing';
import { navigate, setSession, type SessionViewer } from '@switchyard/client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ObservabilityRoutes } from '../../routes';
import { renderWithApollo } from '../../testing/renderWithApollo';
import { LOGS_MESSAGES } from './logsMessages';
import {
  LogsPageDocument,
  TransactionLogsDocument,
  type LogFilterOptions,
  type LogHeader,
  type TransactionLog,
} from './logsOperations';
import type { TransactionLogsQueryVariables as TransactionLogsVariables } from '../../gql/graphql';
import { LOGS_PER_PAGE } from './LogsPage';

const option = (value: string, label: string) => ({ __typename: 'TransactionLogFilterOption', value, label });
const FILTERS: LogFilterOptions & { __typename: string } = {
  __typename: 'TransactionLogFilters',
  request_types: [
    option('all', 'All request types'),
    option('endpoint_test', 'Endpoint test'),
    option('script', 'Adapter script'),
  ],
  response_statuses: [option('all', 'All statuses'), option('success', 'Success'), option('error', 'Error')],
  timeframes: [option('1d', 'Last day'), option('7d', 'Last 7 days'), option('30d', 'Last 30 days')],
};

const DAYBOOK = { __typename: 'Service', id: 'svc-daybook', module_name: 'daybook', name: 'Daybook' };

const pageMock = (service: typeof DAYBOOK | null = DAYBOOK, moduleName = 'daybook'): MockedResponse => ({
  request: { query: LogsPageDocument, variables: { module_name: moduleName } },
  result: { data: { service, transactionLogFilters: FILTERS } },
  maxUsageCount: 10,
});

const header = (name: string, value: string): LogHeader =>
  Object.assign({ name, value }, { __typename: 'TransactionLogHeader' });

const log = (over: Partial<TransactionLog> = {}): TransactionLog & { __typename: string } => ({
  __typename: 'TransactionLog',
  id: 'log-1',
  type: 'endpoint_test',
  type_ui_label: 'Endpoint test',
  ts: '2030-01-10T12:00:05.000Z',
  time: 42,
  request_method: 'POST',
  request_url: 'http://127.0.0.1:8092/ifttt/v1/test/setup',
  request_headers: [header('ifttt-service-key', '[REDACTED]'), header('content-type', 'application/json')],
  request_body: '{"sample":true}',
  request_body_truncated: false,
  response_status: 200,
  response_headers: [header('x-request-id', 'req-7')],
  response_body: '{"data":{"accessToken":"[REDACTED]"}}',
  response_body_truncated: false,
  error_code: null,
  error: null,
  remote_user_id: 'user-olivia',
  user: { __typename: 'User', id: 'user-olivia', login: 'olivia' } as TransactionLog['user'],
  ...over,
});

const variables = (over: Partial<TransactionLogsVariables> = {}): TransactionLogsVariables => ({
  module_name: 'daybook',
  page: 1,
  per_page: LOGS_PER_PAGE,
  request_type: 'all',
  response_status: 'all',
  timeframe: '1d',
  ...over,
});

const logsMock = (
  vars: Partial<TransactionLogsVariables>,
  answer:
    | { data?: TransactionLog[]; page_number?: number; page_count?: number; page_count_capped?: boolean }
    | Error = {},
  extra: Partial<MockedResponse> = {},
): MockedResponse => ({
  request: { query: TransactionLogsDocument, variables: variables(vars) },
  ...(answer instanceof Error
    ? { error: answer }
    : {
        result: {
          data: {
            transactionLogs: {
              __typename: 'TransactionLogPage',
              data: answer.data ?? [log()],
              page_number: answer.page_number ?? vars.page ?? 1,
              page_count: answer.page_count ?? 1,
              page_count_capped: answer.page_count_capped ?? false,
            },
          },
        },
      }),
  ...extra,
});

function open(path: string, mocks: MockedResponse[]) {
  window.history.replaceState(null, '', path);
  return renderWithApollo(<ObservabilityRoutes />, mocks);
}

/** The URL cell of a call (its origin and path are separate spans). */
const urlCell = (url: string) => screen.findByText((_, el) => el?.tagName === 'TD' && el.textContent === url);
const address = () => window.location.pathname + window.location.search;
const table = () => screen.findByRole('table', { name: 'Requests to Daybook, newest first' });
/** The pager as a sighted reader sees it (the ellipsis is hidden from screen readers). */
const pageButtons = () =>
  [...screen.getByRole('navigation', { name: 'Log pages' }).querySelectorAll('li')]
    .map((li) => li.textContent?.trim())
    .filter((t) => t !== 'Previous' && t !== 'Next')
    .join(' ');

const viewer = (staff: boolean): SessionViewer => ({
  id: 'user-1',
  login: staff ? 'stella' : 'olivia',
  email: 'x@example.com',
  name: 'X',
  staff,
  emailVerified: true,
  reviewTeam: false,
  maker: false,
  tier: 'free',
});

beforeEach(() => setSession({ viewer: viewer(false), csrfToken: 'csrf' }));

describe('LogsPage', () => {
  it('asks for a service when the address names none', () => {
    open('/logs', []);
    expect(screen.getByRole('heading', { name: 'Transaction logs' })).toBeInTheDocument();
    expect(screen.getByText('Choose a service to see its logs')).toBeInTheDocument();
    expect(screen.getByText('/logs?service=my_service')).toBeInTheDocument();
  });

  it("shows the service's calls under its name, with the default filters", async () => {
    open('/logs?service=daybook', [pageMock(), logsMock({})]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading logs…');
    const rows = within(await table()).getAllByRole('row');
    expect(screen.getByRole('heading', { level: 1, name: 'Daybook transaction logs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Daybook' })).toHaveAttribute('href', '/services/daybook');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Details', 'Time', 'Type', 'Method', 'URL', 'Status', 'Duration', 'User']);
    const cells = within(rows[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(2)).toEqual([
      'Endpoint test',
      'POST',
      'http://127.0.0.1:8092/ifttt/v1/test/setup',
      '200',
      '42 ms',
      'olivia',
    ]);
    expect(
      within(rows[1]!)
        .getByRole('cell', { name: /Jan 10/ })
        .querySelector('time'),
    ).toHaveAttribute('datetime', '2030-01-10T12:00:05.000Z');
    // Each filter's first option is its default; the timeframe's is the last day.
    expect(screen.getByRole('combobox', { name: 'Request type' })).toHaveDisplayValue('All request types');
    expect(screen.getByRole('combobox', { name: 'Response status' })).toHaveDisplayValue('All statuses');
    expect(screen.getByRole('combobox', { name: 'Timeframe' })).toHaveDisplayValue('Last day');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Log pages' })).not.toBeInTheDocument();
  });

  it('keeps the filters in the address and asks the server with them', async () => {
    const user = userEvent.setup();
    open('/logs?service=daybook', [
      pageMock(),
      logsMock({}),
      logsMock({ request_type: 'script' }, { data: [log({ id: 'log-s', type_ui_label: 'Adapter script' })] }),
      logsMock(
        { request_type: 'script', response_status: 'error' },
        { data: [log({ id: 'log-e', type_ui_label: 'Adapter script', response_status: 502 })] },
      ),
      logsMock(
        { request_type: 'script', response_status: 'error', timeframe: '7d' },
        { data: [log({ id: 'log-7', response_status: 500 })] },
      ),
      logsMock(
        { request_type: 'script', response_status: 'error', timeframe: '7d', query: 'notes' },
        { data: [log({ id: 'log-q', request_url: 'https://daybook.test/notes', response_status: 503 })] },
      ),
      logsMock({}, {}, { maxUsageCount: 2 }),
    ]);
    await table();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Request type' }), 'Adapter script');
    expect(address()).toBe('/logs?service=daybook&request_type=script');
    expect(await screen.findByRole('cell', { name: 'Adapter script' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Response status' }), 'Error');
    expect(address()).toBe('/logs?service=daybook&request_type=script&response_status=error');
    expect(await screen.findByRole('cell', { name: '502' })).toHaveClass('sy-logs-status--error');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Timeframe' }), 'Last 7 days');
    expect(await screen.findByRole('cell', { name: '500' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  notes {Enter}');
    expect(address()).toBe(
      '/logs?service=daybook&request_type=script&response_status=error&timeframe=7d&query=notes',
    );
    expect(await urlCell('https://daybook.test/notes')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('notes');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(address()).toBe('/logs?service=daybook');
    expect(await screen.findByRole('cell', { name: '200' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Timeframe' })).toHaveDisplayValue('Last day');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('reads the filters from the address, and unknown values as the defaults', async () => {
    open('/logs?service=daybook&request_type=script&response_status=teapot&timeframe=30d&query=abc&page=2', [
      pageMock(),
      logsMock({ request_type: 'script', timeframe: '30d', query: 'abc', page: 2 }, { page_count: 2 }),
    ]);
    await table();
    expect(screen.getByRole('combobox', { name: 'Request type' })).toHaveDisplayValue('Adapter script');
    expect(screen.getByRole('combobox', { name: 'Response status' })).toHaveDisplayValue('All statuses');
    expect(screen.getByRole('combobox', { name: 'Timeframe' })).toHaveDisplayValue('Last 30 days');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('abc');
    expect(screen.getByText('Last 30 days · page 2 of 2')).toBeInTheDocument();
  });

  it('follows the browser back to earlier filters', async () => {
    const user = userEvent.setup();
    open('/logs?service=daybook', [
      pageMock(),
      logsMock({}, {}, { maxUsageCount: 2 }),
      logsMock({ query: 'x' }, { data: [] }),
    ]);
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'x{Enter}');
    expect(await screen.findByText(LOGS_MESSAGES.empty)).toBeInTheDocument();
    act(() => {
      window.history.back();
    });
    await waitFor(() => expect(address()).toBe('/logs?service=daybook'));
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await table()).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('shows every page number below 10 pages', async () => {
    open('/logs?service=daybook&page=4', [pageMock(), logsMock({ page: 4 }, { page_count: 9 })]);
    await table();
    expect(pageButtons()).toBe('1 2 3 4 5 6 7 8 9');
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows islands of 2 pages around the first, current and last page from 10 pages on', async () => {
    const user = userEvent.setup();
    open('/logs?service=daybook&timeframe=7d&page=10', [
      pageMock(),
      logsMock({ timeframe: '7d', page: 10 }, { page_count: 20 }),
      logsMock({ timeframe: '7d', page: 11 }, { page_count: 20 }),
      logsMock({ timeframe: '7d', page: 20 }, { page_count: 20 }),
    ]);
    await table();
    expect(pageButtons()).toBe('1 2 3 … 8 9 10 11 12 … 18 19 20');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(address()).toBe('/logs?service=daybook&timeframe=7d&page=11');
    await waitFor(() => expect(pageButtons()).toBe('1 2 3 … 9 10 11 12 13 … 18 19 20'));

    await user.click(screen.getByRole('button', { name: 'Page 20' }));
    expect(address()).toBe('/logs?service=daybook&timeframe=7d&page=20');
    await waitFor(() => expect(pageButtons()).toBe('1 2 3 … 18 19 20'));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says there are more pages when the server stopped counting, and Next goes on', async () => {
    const user = userEvent.setup();
    open('/logs?service=daybook&timeframe=30d&page=401', [
      pageMock(),
      logsMock({ timeframe: '30d', page: 401 }, { page_count: 402, page_count_capped: true }),
      logsMock({ timeframe: '30d', page: 402 }, { page_count: 403, page_count_capped: true }),
    ]);
    await table();
    expect(pageButtons()).toBe('1 2 3 … 399 400 401 402 …and more pages');
    expect(screen.getByText(/page 401 of 402 or more/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(address()).toBe('/logs?service=daybook&timeframe=30d&page=402');
    await waitFor(() => expect(pageButtons()).toBe('1 2 3 … 400 401 402 403 …and more pages'));
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('shows the page the server kept within the page count', async () => {
    open('/logs?service=daybook&page=99', [
      pageMock(),
      logsMock({ page: 99 }, { page_number: 3, page_count: 3 }),
    ]);
    await table();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it("says 'No requests available' when there are none", async () => {
    open('/logs?service=daybook', [pageMock(), logsMock({}, { data: [] })]);
    expect(await screen.findByText(LOGS_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.getByText(/Daybook has had no requests in this timeframe/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'Couldn't load log data. Please try again later.' when the list fails, and retries", async () => {
    const user = userEvent.setup();
    open('/logs?service=daybook', [pageMock(), logsMock({}, new Error('down')), logsMock({})]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Couldn't load log data. Please try again later.",
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeInTheDocument();
  });

  it('says the same when the page itself cannot load', async () => {
    open('/logs?service=daybook', [
      {
        request: { query: LogsPageDocument, variables: { module_name: 'daybook' } },
        error: new Error('down'),
      },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGS_MESSAGES.loadFailed);
  });

  it('opens a row to its request and response, by keyboard or by a click on the row', async () => {
    const user = userEvent.setup();
    open('/logs?service=daybook', [
      pageMock(),
      logsMock(
        {},
        {
          data: [
            log(),
            log({
              id: 'log-2',
              type_ui_label: 'Adapter script',
              request_method: 'GET',
              request_url: 'https://daybook.test/slow',
              request_headers: [],
              request_body: null,
              response_status: null,
              response_headers: null,
              response_body: null,
              error_code: 'timeout',
              error: 'The partner did not answer in time',
              time: 10_000,
              remote_user_id: null,
              user: null,
            }),
          ],
        },
      ),
    ]);
    await table();
    const toggle = screen.getByRole('button', {
      name: 'Show request and response of POST http://127.0.0.1:8092/ifttt/v1/test/setup',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.tab(); // the request type filter
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(
      'Hide request and response of POST http://127.0.0.1:8092/ifttt/v1/test/setup',
    );
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const request = within(details).getByRole('region', { name: 'Request' });
    expect(request).toHaveTextContent('POST http://127.0.0.1:8092/ifttt/v1/test/setup');
    expect(within(request).getByText('ifttt-service-key').nextSibling).toHaveTextContent('[REDACTED]');
    expect(within(request).getByText(/"sample": true/)).toBeInTheDocument();
    const response = within(details).getByRole('region', { name: 'Response' });
    expect(response).toHaveTextContent('Status 200');
    expect(within(response).getByText('x-request-id').nextSibling).toHaveTextContent('req-7');
    expect(within(response).getByText(/"accessToken": "\[REDACTED\]"/)).toBeInTheDocument();

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Request' })).not.toBeInTheDocument();

    // The failed call: its error instead of a status, no user; a click on the row opens it.
    const failed = (await urlCell('https://daybook.test/slow')).closest('tr')!;
    expect(
      within(failed)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(5),
    ).toEqual(['timeout', '10 s', '—']);
    await user.click(within(failed).getByRole('cell', { name: 'Adapter script' }));
    const response2 = screen.getByRole('region', { name: 'Response' });
    expect(response2).toHaveTextContent('No response (timeout): The partner did not answer in time');
    expect(screen.getByRole('region', { name: 'Request' })).toHaveTextContent('No headers');
    expect(screen.getByRole('region', { name: 'Request' })).toHaveTextContent('No body');
  });

  it("tells a non-member the service is not found, and shows staff any service's logs", async () => {
    const { unmount } = open('/logs?service=ledger', [pageMock(null, 'ledger')]);
    expect(await screen.findByText('Service not found')).toBeInTheDocument();
    expect(screen.getByText(/There is no service “ledger” in your organizations/)).toBeInTheDocument();
    unmount();

    setSession({ viewer: viewer(true), csrfToken: 'csrf' });
    open('/logs?service=ledger', [pageMock(null, 'ledger'), logsMock({ module_name: 'ledger' })]);
    expect(
      await screen.findByRole('table', { name: 'Requests to ledger, newest first' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ledger transaction logs' })).toBeInTheDocument();
  });

  it('answers other addresses under /logs with not found', () => {
    open('/logs/else', []);
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });
});

describe('navigation between services', () => {
  it('loads the other service when ?service= changes', async () => {
    open('/logs?service=daybook', [
      pageMock(),
      logsMock({}),
      pageMock({ ...DAYBOOK, id: 'svc-notes', module_name: 'notes', name: 'Notes' }, 'notes'),
      logsMock({ module_name: 'notes' }, { data: [log({ id: 'n1' })] }),
    ]);
    await table();
    act(() => navigate('/logs?service=notes'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notes transaction logs' }),
    ).toBeInTheDocument();
  });
});
