import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSession } from '@switchyard/client';
import { CONNECTION_NOT_FOUND } from '../pageStates';
import { DRAFT_ID, mock, PUBLISHED_ID } from '../testing/fixtures';
import { renderWithApollo } from '../testing/renderWithApollo';
import { ConnectionEndpointsDocument } from '../endpoints/operations';
import { ConnectionWebhookDeliveriesDocument } from '../gql/graphql';
import { DETAIL_LOAD_FAILED, DetailPage } from './DetailPage';
import { FEEDBACK_LOAD_FAILED } from './feedbackSections';
import { FEEDBACK_HIDDEN, SHOW_FEEDBACK } from './FeedbackTab';
import { ConnectionDetailDocument, ConnectionLogFiltersDocument, ConnectionLogsDocument } from './operations';

const OWNER_ID = '20000000-0000-4000-8000-000000000100';

const detail = (over: object = {}) => ({
  __typename: 'Connection',
  id: PUBLISHED_ID,
  name: 'Daybook + Acme Weather',
  published: true,
  archived: false,
  can_edit: true,
  owner_channel: { __typename: 'ConnectionService', id: OWNER_ID, name: 'Daybook', module_name: 'daybook' },
  channels: [
    { __typename: 'ConnectionService', id: 's2', name: 'Acme Weather', module_name: 'acme_weather' },
  ],
  ...over,
});

const detailMock = (data: object | null | Error, id = PUBLISHED_ID) =>
  mock(ConnectionDetailDocument, { id }, data instanceof Error ? data : { connection: data });

const request = {
  __typename: 'ConnectionEndpointRequest',
  title: 'Run the action',
  method: 'POST',
  url: 'https://sy.example/v2/connections/x/actions/daybook.create_journal_entry/run',
  headers: [],
  body: '{}',
};
const endpointsMock = (id: string) =>
  mock(
    ConnectionEndpointsDocument,
    { id },
    {
      connection: {
        __typename: 'Connection',
        id,
        name: 'Daybook + Acme Weather',
        owner_channel: {
          __typename: 'ConnectionService',
          id: OWNER_ID,
          name: 'Daybook',
          module_name: 'daybook',
        },
        endpoints: {
          __typename: 'ConnectionEndpoints',
          api_origin: 'https://sy.example',
          service_key_header: 'Switchyard-Service-Key',
          product: 'switchyard',
          triggers: [],
          queries: [],
          actions: [
            {
              __typename: 'ConnectionEndpoint',
              anchor: 'create-journal-entry',
              name: 'Create journal entry',
              full_module_name: 'daybook.create_journal_entry',
              requests: [request],
            },
          ],
          webhook: { ...request, title: 'Webhook' },
        },
      },
    },
  );
const deliveriesMock = (id: string) =>
  mock(
    ConnectionWebhookDeliveriesDocument,
    { id },
    { connection: { __typename: 'Connection', id, webhook_deliveries: [] } },
  );

const o = (value: string, label: string) => ({ __typename: 'TransactionLogFilterOption', value, label });
const filtersMock = mock(
  ConnectionLogFiltersDocument,
  {},
  {
    transactionLogFilters: {
      __typename: 'TransactionLogFilters',
      request_types: [o('all', 'All request types'), o('connect_api', 'Connect API call')],
      response_statuses: [o('all', 'All statuses'), o('success', 'Success')],
      timeframes: [o('1d', 'Last day'), o('7d', 'Last 7 days')],
    },
  },
);
const logsMock = (id = PUBLISHED_ID) =>
  mock(
    ConnectionLogsDocument,
    {
      service_id: OWNER_ID,
      connection_id: id,
      page: 1,
      per_page: 25,
      request_type: 'all',
      response_status: 'all',
      timeframe: '1d',
    },
    {
      transactionLogs: {
        __typename: 'TransactionLogPage',
        page_number: 1,
        page_count: 1,
        page_count_capped: false,
        data: [
          {
            __typename: 'TransactionLog',
            id: 'log-1',
            type: 'connect_api',
            type_ui_label: 'Connect API call',
            ts: '2026-11-28T10:00:00.000Z',
            time: 42,
            request_method: 'POST',
            request_url: `https://sy.example/v2/connections/${id}/actions/daybook.create_journal_entry/run`,
            request_headers: [],
            request_body: null,
            request_body_truncated: false,
            response_status: 200,
            response_headers: [],
            response_body: null,
            response_body_truncated: false,
            error_code: null,
            error: null,
            remote_user_id: null,
            user: null,
          },
        ],
      },
    },
  );

// The sections as the observability domain writes them (its feedbackSections.ts).
const SECTION_HTML: Record<string, string> = {
  summary:
    '<section class="sy-cfb sy-cfb--summary" aria-label="Ratings"><ul class="sy-cfb__thumbs">' +
    '<li class="sy-cfb__thumb sy-cfb__thumb--up"><strong>12</strong> thumbs up</li>' +
    '<li class="sy-cfb__thumb sy-cfb__thumb--down"><strong>3</strong> thumbs down</li></ul>' +
    '<div class="sy-cfb__rating" aria-hidden="true"><span class="sy-cfb__rating-positive" style="width: 80%"></span>' +
    '<span class="sy-cfb__rating-negative" style="width: 20%"></span></div>' +
    '<p class="sy-cfb__rating-text">80% positive, 20% negative (15 ratings)</p></section>',
  reasons:
    '<section class="sy-cfb sy-cfb--reasons" aria-label="Thumbs-down reasons"><ul class="sy-cfb__reasons">' +
    '<li class="sy-cfb__reason sy-cfb__reason--unexpected"><span class="sy-cfb__reason-label">Doesn’t work as expected</span> ' +
    '<span class="sy-cfb__reason-percentage">67%</span> <span class="sy-cfb__reason-count">(2 of 3)</span></li></ul></section>',
  tips:
    '<section class="sy-cfb sy-cfb--tips" aria-label="Tips"><ul class="sy-cfb__tips"><li class="sy-cfb__tip">' +
    '<p>Test your endpoints</p><a class="sy-cfb__guide" href="/services/daybook/endpoint_tests">View Guide</a></li></ul></section>',
  list:
    '<section class="sy-cfb sy-cfb--list" aria-label="Feedback"><ol class="sy-cfb__items">' +
    '<li class="sy-cfb__item sy-cfb__item--up"><p class="sy-cfb__opinion">Thumbs up</p><p class="sy-cfb__text">Works great</p></li></ol>' +
    `<a class="sy-cfb__more" href="/connections/${PUBLISHED_ID}/feedback.js?section=list&amp;cursor=c2">More feedback</a></section>`,
};

/** The feedback sections as the observability domain answers them; `fail` names sections that answer 500. */
function mockFeedback(fail: string[] = []) {
  setSession({ viewer: null, csrfToken: 'csrf-123' });
  const fetchMock = jest.fn(async (url: string) => {
    const u = new URL(url, 'http://localhost');
    const section = u.searchParams.get('section')!;
    const html = u.searchParams.get('cursor')
      ? '<section class="sy-cfb sy-cfb--list" aria-label="Feedback"><ol class="sy-cfb__items"><li>An older opinion</li></ol></section>'
      : SECTION_HTML[section];
    const failed = fail.includes(section);
    return {
      ok: !failed,
      status: failed ? 500 : 200,
      text: async () => (failed ? 'oops' : html),
      json: async () => ({}),
    };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const at = (hash = '') => window.history.replaceState(null, '', `/connections/${PUBLISHED_ID}/detail${hash}`);
const tab = (name: string) => screen.getByRole('tab', { name });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('DetailPage', () => {
  it('opens a published connection on User feedback, its four sections fetched as HTML', async () => {
    at();
    const fetchMock = mockFeedback();
    renderWithApollo(<DetailPage id={PUBLISHED_ID} />, [detailMock(detail())]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Daybook + Acme Weather' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'User feedback',
      'Endpoints',
      'API logs',
    ]);
    expect(tab('User feedback')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('80% positive, 20% negative (15 ratings)')).toBeInTheDocument();
    const ratings = screen.getByRole('region', { name: 'Ratings' });
    expect(ratings).toHaveTextContent('12 thumbs up');
    expect(ratings).toHaveTextContent('3 thumbs down');
    expect(await screen.findByText('Doesn’t work as expected')).toBeInTheDocument();
    expect(screen.getByText('67%')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View Guide' })).toHaveAttribute(
      'href',
      '/services/daybook/endpoint_tests',
    );
    expect(await screen.findByText('Works great')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(
      ['list', 'reasons', 'summary', 'tips'].map(
        (s) => `/connections/${PUBLISHED_ID}/feedback.js?section=${s}`,
      ),
    );
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe('same-origin');
    // Anything: a GET preferring HTML would get the app's page from the gateway.
    expect(new Headers(init.headers).get('Accept')).toBe('*/*');
    // The window's hash stays empty: the default is not written into the address.
    expect(window.location.hash).toBe('');
  });

  it("loads the list's next page from its link, after the first", async () => {
    at('#feedback');
    const user = userEvent.setup();
    const fetchMock = mockFeedback();
    renderWithApollo(<DetailPage id={PUBLISHED_ID} />, [detailMock(detail())]);
    await user.click(await screen.findByRole('link', { name: 'More feedback' }));
    expect(await screen.findByText('An older opinion')).toBeInTheDocument();
    expect(screen.getByText('Works great')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'More feedback' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `/connections/${PUBLISHED_ID}/feedback.js?section=list&cursor=c2`,
      expect.anything(),
    );
  });

  it("says 'Couldn't load all data' for a section that fails, the others shown, and Retry asks again", async () => {
    at();
    const user = userEvent.setup();
    const fetchMock = mockFeedback(['reasons']);
    renderWithApollo(<DetailPage id={PUBLISHED_ID} />, [detailMock(detail())]);
    const reasons = await screen.findByRole('group', { name: 'Thumbs-down reasons' });
    expect(await within(reasons).findByRole('alert')).toHaveTextContent(FEEDBACK_LOAD_FAILED);
    expect(await screen.findByText('80% positive, 20% negative (15 ratings)')).toBeInTheDocument();
    fetchMock.mockClear();
    mockFeedback();
    await user.click(within(reasons).getByRole('button', { name: 'Retry' }));
    expect(await within(reasons).findByText('67%')).toBeInTheDocument();
  });

  it('hides the feedback containers on Escape and shows them again on request', async () => {
    at();
    const user = userEvent.setup();
    mockFeedback();
    renderWithApollo(<DetailPage id={PUBLISHED_ID} />, [detailMock(detail())]);
    const summary = await screen.findByRole('group', { name: 'Ratings' });
    await screen.findByText('80% positive, 20% negative (15 ratings)');
    await user.keyboard('{Escape}');
    expect(summary).not.toBeVisible();
    expect(screen.getByText(FEEDBACK_HIDDEN)).toBeInTheDocument();
    const show = screen.getByRole('button', { name: SHOW_FEEDBACK });
    expect(show).toHaveFocus();
    await user.click(show);
    expect(summary).toBeVisible();
    expect(screen.queryByText(FEEDBACK_HIDDEN)).not.toBeInTheDocument();
  });

  it('opens the tab the hash names, switches with a click or the arrows into the hash, and follows back', async () => {
    at('#logs');
    const user = userEvent.setup();
    mockFeedback();
    renderWithApollo(<DetailPage id={PUBLISHED_ID} />, [
      detailMock(detail()),
      filtersMock,
      logsMock(),
      endpointsMock(PUBLISHED_ID),
      // The recent deliveries are asked each time the Endpoints tab shows.
      deliveriesMock(PUBLISHED_ID),
      deliveriesMock(PUBLISHED_ID),
    ]);
    await screen.findByRole('heading', { level: 1 });
    expect(tab('API logs')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(/daybook\.create_journal_entry\/run/)).toBeInTheDocument();

    await user.click(tab('Endpoints'));
    expect(window.location.hash).toBe('#endpoints');
    expect(tab('Endpoints')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('region', { name: 'Create journal entry' })).toBeInTheDocument();
    // The docs side navigation of the endpoints, whose links leave the hash alone.
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    await user.click(within(nav).getByRole('link', { name: 'Webhook' }));
    expect(window.location.hash).toBe('#endpoints');

    tab('Endpoints').focus();
    await user.keyboard('{ArrowLeft}');
    expect(window.location.hash).toBe('#feedback');
    expect(tab('User feedback')).toHaveAttribute('aria-selected', 'true');
    expect(tab('User feedback')).toHaveFocus();

    // Back: the address goes back to #endpoints, and so does the tab.
    act(() => {
      window.history.replaceState(null, '', `/connections/${PUBLISHED_ID}/detail#endpoints`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(tab('Endpoints')).toHaveAttribute('aria-selected', 'true');
    // Typing a hash in the address bar.
    act(() => {
      window.history.replaceState(null, '', `/connections/${PUBLISHED_ID}/detail#logs`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(tab('API logs')).toHaveAttribute('aria-selected', 'true');
  });

  it('offers no User feedback on a draft: it opens on Endpoints, even with #feedback', async () => {
    window.history.replaceState(null, '', `/connections/${DRAFT_ID}/detail#feedback`);
    const fetchMock = mockFeedback();
    renderWithApollo(<DetailPage id={DRAFT_ID} />, [
      detailMock(detail({ id: DRAFT_ID, published: false }), DRAFT_ID),
      endpointsMock(DRAFT_ID),
      deliveriesMock(DRAFT_ID),
    ]);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Endpoints', 'API logs']);
    expect(tab('Endpoints')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('region', { name: 'Create journal entry' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Webhook' })).toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is 'Connection not found' when the server answers null (not the viewer's)", async () => {
    at();
    renderWithApollo(<DetailPage id={PUBLISHED_ID} />, [detailMock(null)]);
    expect(await screen.findByText(CONNECTION_NOT_FOUND)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    at();
    const user = userEvent.setup();
    mockFeedback();
    renderWithApollo(<DetailPage id={PUBLISHED_ID} />, [
      detailMock(new Error('offline')),
      detailMock(detail()),
    ]);
    expect(await screen.findByText(DETAIL_LOAD_FAILED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Daybook + Acme Weather' }),
    ).toBeInTheDocument();
  });
});
