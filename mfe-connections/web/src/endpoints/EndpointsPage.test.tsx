import {
  endpointSections,
  MASKED_SERVICE_KEY,
  type SampleRequest,
  type SampleStep,
} from '@switchyard/connections-common/connectApi';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mock, PUBLISHED_ID } from '../testing/fixtures';
import { renderWithApollo } from '../testing/renderWithApollo';
import { CONNECTION_NOT_FOUND } from '../pageStates';
import { ENDPOINTS_LOAD_FAILED, EndpointsPage } from './EndpointsPage';
import { ConnectionEndpointsDocument } from './operations';
import { ConnectionWebhookDeliveriesDocument } from '../gql/graphql';
import { COPIED, COPY_FAILED } from './RequestSample';

const STEPS: SampleStep[] = [
  {
    type: 'trigger',
    name: 'Severe weather alert',
    full_module_name: 'acme_weather.severe_weather_alert',
    fields: [{ name: 'city', label: 'Which city?' }],
    ingredients: [{ slug: 'alert_level', name: 'AlertLevel', value_type: 'string' }],
  },
  {
    type: 'action',
    name: 'Create journal entry',
    full_module_name: 'daybook.create_journal_entry',
    fields: [{ name: 'title', label: 'Title', default_value_json: "It's stormy" }],
  },
];

// The samples as the server builds them: with common's builders, from the same steps.
const sections = endpointSections(
  {
    connectionId: PUBLISHED_ID,
    origin: 'https://sy.example',
    product: 'switchyard',
    serviceKeyHeader: 'Switchyard-Service-Key',
  },
  STEPS,
);

const request = (r: SampleRequest) => ({
  __typename: 'ConnectionEndpointRequest',
  ...r,
  headers: r.headers.map((h) => ({ __typename: 'ConnectionEndpointHeader', ...h })),
});
const items = (list: typeof sections.triggers) =>
  list.map((i) => ({ __typename: 'ConnectionEndpoint', ...i, requests: i.requests.map(request) }));

const connection = (over: object = {}) => ({
  __typename: 'Connection',
  id: PUBLISHED_ID,
  name: 'Daybook + Acme Weather',
  owner_channel: { __typename: 'ConnectionService', id: 's1', name: 'Daybook', module_name: 'daybook' },
  endpoints: {
    __typename: 'ConnectionEndpoints',
    api_origin: 'https://sy.example',
    service_key_header: 'Switchyard-Service-Key',
    product: 'switchyard',
    triggers: items(sections.triggers),
    queries: items(sections.queries),
    actions: items(sections.actions),
    webhook: request(sections.webhook),
  },
  ...over,
});

const endpointsMock = (data: object | null | Error, id = PUBLISHED_ID) =>
  mock(ConnectionEndpointsDocument, { id }, data instanceof Error ? data : { connection: data });

// The webhook section's recent deliveries (WebhookTest.test.tsx tests them).
const noDeliveries = mock(
  ConnectionWebhookDeliveriesDocument,
  { id: PUBLISHED_ID },
  { connection: { __typename: 'Connection', id: PUBLISHED_ID, webhook_deliveries: [] } },
);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('EndpointsPage', () => {
  it("shows the connection's triggers, queries and actions with anchors and their sample requests", async () => {
    renderWithApollo(<EndpointsPage id={PUBLISHED_ID} />, [endpointsMock(connection()), noDeliveries]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Endpoints' })).toBeInTheDocument();
    expect(screen.getByText('Daybook + Acme Weather', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Daybook + Acme Weather' })).toHaveAttribute(
      'href',
      `/connections/${PUBLISHED_ID}`,
    );

    const triggers = screen.getByRole('region', { name: 'Triggers' });
    const alert = within(triggers).getByRole('region', { name: 'Severe weather alert' });
    expect(alert).toHaveAttribute('id', 'severe-weather-alert');
    expect(within(alert).getByRole('link', { name: 'Severe weather alert' })).toHaveAttribute(
      'href',
      '#severe-weather-alert',
    );
    expect(within(alert).getByText('acme_weather.severe_weather_alert')).toBeInTheDocument();
    const optionsBlock = within(alert).getByRole('figure', { name: 'Options of Which city?' });
    expect(
      within(optionsBlock).getByText(/^POST https:\/\/sy\.example\/v2\/connections\//),
    ).toHaveTextContent(
      `POST https://sy.example/v2/connections/${PUBLISHED_ID}/triggers/acme_weather.severe_weather_alert/fields/city/options?user_id=USER_ID`,
    );

    expect(
      within(screen.getByRole('region', { name: 'Queries' })).getByText('This connection has no queries.'),
    ).toBeInTheDocument();

    const actions = screen.getByRole('region', { name: 'Actions' });
    const entry = within(actions).getByRole('region', { name: 'Create journal entry' });
    expect(entry).toHaveAttribute('id', 'create-journal-entry');
    const run = within(entry).getByRole('figure', { name: 'Run the action' });
    const code = run.querySelector('pre')!;
    expect(code).toHaveTextContent(
      `POST https://sy.example/v2/connections/${PUBLISHED_ID}/actions/daybook.create_journal_entry/run?user_id=USER_ID`,
    );
    expect(code.textContent).toContain(`Switchyard-Service-Key: ${MASKED_SERVICE_KEY}`);
    expect(code.textContent).toContain('Content-Type: application/json');
    expect(code.textContent).toContain('"title": "It\'s stormy"');

    const webhook = screen.getByRole('region', { name: 'Webhook' });
    const hook = within(webhook).getByRole('figure');
    expect(hook.querySelector('pre')!.textContent).toContain(
      'POST {prefix}/switchyard/v1/webhooks/trigger_subscription/fired',
    );
    expect(hook.querySelector('pre')!.textContent).toContain(
      '"trigger_id": "acme_weather.severe_weather_alert"',
    );
  });

  it('switches a sample to its curl form and copies the form shown', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderWithApollo(<EndpointsPage id={PUBLISHED_ID} />, [endpointsMock(connection()), noDeliveries]);
    const run = await screen.findByRole('figure', { name: 'Run the action' });
    const forms = within(run).getByRole('group', { name: 'Form' });
    expect(within(forms).getByRole('button', { name: 'HTTP' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(forms).getByRole('button', { name: 'curl' }));
    expect(within(forms).getByRole('button', { name: 'curl' })).toHaveAttribute('aria-pressed', 'true');
    const code = run.querySelector('pre')!.textContent!;
    expect(code).toMatch(
      /^curl -X POST 'https:\/\/sy\.example\/v2\/connections\/.+\/run\?user_id=USER_ID' \\\n/,
    );
    expect(code).toContain(`-H 'Switchyard-Service-Key: ${MASKED_SERVICE_KEY}'`);
    // A quote in a value is closed, escaped and reopened, so the command runs as shown.
    expect(code).toContain(`It'\\''s stormy`);

    await user.click(within(run).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(code);
    expect(within(run).getByRole('status')).toHaveTextContent(COPIED);
  });

  it('says so when the clipboard refuses and there is no fallback', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const execCommand = document.execCommand;
    document.execCommand = () => false;
    try {
      renderWithApollo(<EndpointsPage id={PUBLISHED_ID} />, [endpointsMock(connection()), noDeliveries]);
      const run = await screen.findByRole('figure', { name: 'Run the action' });
      await user.click(within(run).getByRole('button', { name: 'Copy' }));
      expect(within(run).getByRole('status')).toHaveTextContent(COPY_FAILED);
    } finally {
      document.execCommand = execCommand;
    }
  });

  it('scrolls to the item the address names', async () => {
    window.history.replaceState(null, '', `/connections/${PUBLISHED_ID}/endpoints#create-journal-entry`);
    const scrolled: string[] = [];
    const scrollIntoView = jest.fn(function (this: HTMLElement) {
      scrolled.push(this.id);
    });
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      renderWithApollo(<EndpointsPage id={PUBLISHED_ID} />, [endpointsMock(connection()), noDeliveries]);
      await screen.findByRole('heading', { level: 1, name: 'Endpoints' });
      expect(scrolled).toEqual(['create-journal-entry']);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it("is 'Connection not found' when the server answers null", async () => {
    renderWithApollo(<EndpointsPage id="c-missing" />, [endpointsMock(null, 'c-missing')]);
    expect(await screen.findByText(CONNECTION_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your connections' })).toHaveAttribute('href', '/connections');
  });

  it('shows a failed load with Retry', async () => {
    const user = userEvent.setup();
    renderWithApollo(<EndpointsPage id={PUBLISHED_ID} />, [
      endpointsMock(new Error('offline')),
      endpointsMock(connection()),
      noDeliveries,
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(ENDPOINTS_LOAD_FAILED);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Endpoints' })).toBeInTheDocument();
  });

  it('shows Loading while the connection loads', () => {
    renderWithApollo(<EndpointsPage id={PUBLISHED_ID} />, [endpointsMock(connection()), noDeliveries]);
    expect(screen.getByText('Loading endpoints…')).toBeInTheDocument();
  });
});
