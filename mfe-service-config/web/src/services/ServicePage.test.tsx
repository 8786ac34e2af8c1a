import type { MockedResponse } from '@apollo/client/testing';
import { clearFlash, FlashHost } from '@switchyard/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import { ReadyForReview } from './ReadyForReview';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { PUBLISHED_READ_ONLY } from './serviceGeneral';
import { ServicePageDocument, ServiceUpdateDocument, type ServiceOverview } from './serviceOperations';
import { renderWithApollo } from '../testing/renderWithApollo';
import { ACME_ID, serviceFixture } from '../testing/serviceFixtures';
import { toFormValues, toServiceInput } from './generalFormValues';
import { ORGANIZATION_UNAVAILABLE, ServicePage } from './ServicePage';
import { SAME_IDS_CHECK } from './FloodHoldsNotice';
import { CONNECT_ENABLED_HINT } from './ServiceGeneralForm';
import { forecast, stepsMock } from '../steps/stepsFixtures.testing';
import { checklistItem, UNLABELLED } from '../checklist/checklistFixtures.testing';

const NOTES_ID = '20000000-0000-4000-8000-000000000002';
const draft = (overrides: Partial<ServiceOverview> = {}) =>
  serviceFixture({
    id: NOTES_ID,
    module_name: 'acme_notes',
    name: 'Acme Notes',
    description: 'Quick notes.',
    published: false,
    url: '/services/acme_notes',
    ...overrides,
  });

const pageMock = (service: unknown, delay = 0): MockedResponse => ({
  request: {
    query: ServicePageDocument,
    variables: { module_name: (service as ServiceOverview | null)?.module_name ?? 'bigco_crm' },
  },
  // Members see the service key (ServiceKey.test.tsx tests it).
  result: {
    data: {
      service: service && {
        service_key: '0123456789abcdef'.repeat(4),
        service_key_header: 'Switchyard-Service-Key',
        review_status_label: 'In development',
        ...(service as object),
      },
    },
  },
  delay,
});

/** serviceUpdate as the form sends it: every field of the service, with the user's changes. */
function updateMock(
  service: ServiceOverview,
  changes: Record<string, unknown>,
  serviceUpdate: Record<string, unknown>,
  delay = 0,
): MockedResponse {
  const input = { ...toServiceInput(toFormValues(service)), ...changes };
  return {
    request: { query: ServiceUpdateDocument, variables: { id: service.id, input } },
    result: {
      data: { serviceUpdate: { __typename: 'ServicePayload', service: null, errors: [], ...serviceUpdate } },
    },
    delay,
  };
}

async function renderPage(service: ServiceOverview, more: MockedResponse[] = []) {
  renderWithApollo(
    <>
      <ServicePage moduleName={service.module_name} />
      <FlashHost />
    </>,
    [pageMock(service), ...more],
  );
  expect(await screen.findByRole('heading', { name: service.name })).toBeInTheDocument();
}

const form = () => screen.getByRole('form', { name: 'General' });
const AUTH_FIELDS = [
  'OAuth client ID',
  'OAuth authorization URL',
  'OAuth token URL',
  'Demo account login',
  'Demo account password',
  'Demo account notes',
  'API token type',
  'API token format',
];

afterEach(() => clearFlash());

describe('ServicePage', () => {
  it('draws the triggers and actions with the rest of the page, from its one query', async () => {
    // The lists' own query (refreshing them in the background) never answers here.
    renderWithApollo(<ServicePage moduleName="acme_weather" />, [
      pageMock(serviceFixture({ triggers: [forecast], actions: [] })),
      { ...stepsMock(), delay: Infinity },
    ]);
    expect(await screen.findByRole('heading', { name: 'Acme Weather' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Triggers' })).getByText(forecast.name),
    ).toBeInTheDocument();
  });

  it('shows a published service read-only: inputs disabled, no Save, the guidance to clone it', async () => {
    await renderPage(serviceFixture({ home_url: 'https://weather.acme.example' }));
    expect(screen.getByText('Published')).toBeInTheDocument();
    const icon = screen.getByRole('region', { name: 'Icon' });
    const note = screen.getAllByRole('note').find((n) => !icon.contains(n))!;
    expect(note).toHaveTextContent('This service is published, so it is read-only.');
    expect(note).toHaveTextContent(
      'To change it, clone the service, change the clone, and submit the staging service for review.',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Acme Weather');
    expect(screen.getByLabelText('Official web page')).toHaveValue('https://weather.acme.example');
    for (const control of within(form()).getAllByRole('textbox')) expect(control).toBeDisabled();
    for (const control of within(form()).getAllByRole('combobox')) expect(control).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acme Automation' })).toHaveAttribute(
      'href',
      `/organizations/${ACME_ID}`,
    );
    expect(within(icon).getByText('No icon yet')).toBeInTheDocument();
    expect(within(icon).getByRole('button', { name: /Upload a new file/ })).toBeDisabled();
    expect(screen.getByTestId('brand-color-swatch')).toHaveStyle({ background: '#1E88E5' });
  });

  it("shows another organization's draft read-only to the review team and staff: no Save, no upload", async () => {
    await renderPage(draft({ viewer_is_member: false }));
    expect(screen.getByText('Draft')).toBeInTheDocument();
    const icon = screen.getByRole('region', { name: 'Icon' });
    expect(within(icon).getByText('No icon yet')).toBeInTheDocument();
    expect(within(icon).queryByRole('button')).not.toBeInTheDocument();
    const note = screen.getAllByRole('note').find((n) => !icon.contains(n))!;
    expect(note).toHaveTextContent(
      'You are viewing this service. Only members of its organization can change it.',
    );
    expect(screen.queryByRole('link', { name: 'Clone this service' })).not.toBeInTheDocument();
    for (const control of within(form()).getAllByRole('textbox')) expect(control).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View queries' })).toBeInTheDocument();
  });

  it("shows the checklist to the organization's members, and not to anyone else", async () => {
    const items = [
      checklistItem({ channel_module_name: 'acme_notes' }),
      { ...UNLABELLED, channel_module_name: 'acme_notes' },
    ];
    // The page's one query brings it.
    renderWithApollo(<ServicePage moduleName="acme_notes" />, [pageMock({ ...draft(), checklist: items })]);
    const checklist = await screen.findByRole('region', { name: 'Checklist' });
    expect(await within(checklist).findByText('1 of 2 done')).toBeInTheDocument();
    expect(within(checklist).getByRole('button', { name: `Skip: ${UNLABELLED.title}` })).toBeInTheDocument();
  });

  it("tells members which triggers' runs the engine held, how many, when last, and the fix", async () => {
    const flood_holds = [
      {
        __typename: 'TriggerFloodHold',
        trigger_module_name: forecast.slug!,
        held_runs: 45,
        checks: 3,
        last_held_at: '2026-11-28T10:00:00.000Z',
      },
      {
        __typename: 'TriggerFloodHold',
        trigger_module_name: 'gone_trigger',
        held_runs: 1,
        checks: 1,
        last_held_at: '2026-11-27T10:00:00.000Z',
      },
    ];
    await renderPage(draft({ triggers: [forecast], flood_holds } as never));
    const notice = screen.getByRole('region', { name: 'Runs were held on your triggers' });
    const items = within(notice).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`${forecast.name}: 45 runs held in 3 checks, last on`);
    expect(items[1]).toHaveTextContent('gone_trigger: 1 run held in 1 check, last on');
    expect(notice).toHaveTextContent('gives the same item a new meta.id on every request');
    expect(notice).toHaveTextContent(SAME_IDS_CHECK);
    expect(within(notice).getByRole('link', { name: 'endpoint tests' })).toHaveAttribute(
      'href',
      '/services/acme_notes/endpoint_tests',
    );
  });

  it('shows no held-runs notice when none was held', async () => {
    await renderPage(draft());
    expect(screen.queryByRole('region', { name: /Runs were held/ })).not.toBeInTheDocument();
  });

  it('shows no held-runs notice to the review team (the engine tells members only)', async () => {
    const flood_holds = [
      {
        __typename: 'TriggerFloodHold',
        trigger_module_name: 'x',
        held_runs: 2,
        checks: 1,
        last_held_at: '2026-11-28T10:00:00.000Z',
      },
    ];
    await renderPage(draft({ viewer_is_member: false, flood_holds } as never));
    expect(screen.queryByRole('region', { name: /Runs were held/ })).not.toBeInTheDocument();
  });

  it('shows no checklist to the review team', async () => {
    await renderPage(draft({ viewer_is_member: false }));
    expect(screen.queryByRole('region', { name: 'Checklist' })).not.toBeInTheDocument();
  });

  it('lists what review still needs, or says everything is filled in', async () => {
    await renderPage(draft({ missing_for_submission: ['home_url', 'icon', 'demo_account_login'] }));
    const list = screen.getByRole('list', { name: 'Missing for review' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Official web page', 'Icon (applet logo)', 'Demo account login']);
  });

  it('says when everything required for review is there, and shows the icon in its place', async () => {
    await renderPage(draft({ missing_for_submission: [], icon: '/services/acme_notes/icon.png' }));
    expect(screen.getByText('Everything required for review is filled in')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Missing for review' })).not.toBeInTheDocument();
    const icon = screen.getByRole('region', { name: 'Icon' });
    expect(within(icon).getByRole('img', { name: 'Current service icon' })).toHaveAttribute(
      'src',
      '/services/acme_notes/icon.png',
    );
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows only the fields of the chosen authentication type', async () => {
    const user = userEvent.setup();
    await renderPage(draft());
    const type = screen.getByRole('group', { name: 'Authentication type' });
    const choose = (value: string) =>
      user.click(
        within(type)
          .getAllByRole('radio')
          .find((r) => (r as HTMLInputElement).value === value)!,
      );
    expect(within(type).getByRole('radio', { name: 'No authentication required' })).toBeChecked();
    for (const label of AUTH_FIELDS) expect(screen.queryByLabelText(label)).not.toBeInTheDocument();

    for (const oauth of ['oauth', 'oauth_pkce', 'oauth_refresh_token', 'oauth_pkce_refresh_token']) {
      await choose(oauth);
      for (const label of AUTH_FIELDS.slice(0, 6)) expect(screen.getByLabelText(label)).toBeInTheDocument();
      for (const label of AUTH_FIELDS.slice(6))
        expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    }
    expect(screen.getByLabelText('Demo account password')).toHaveAttribute('type', 'password');

    await choose('api_token_auth');
    for (const label of AUTH_FIELDS.slice(0, 6))
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    for (const label of AUTH_FIELDS.slice(6)) expect(screen.getByLabelText(label)).toBeInTheDocument();
  });

  it('takes the OAuth client secret in a password input that keeps the saved secret when left blank', async () => {
    const user = userEvent.setup();
    const service = draft({ authentication_type: 'oauth', has_oauth_client_secret: true });
    const saved = { ...service, has_oauth_client_secret: true };
    await renderPage(service, [
      updateMock(service, { oauth_client_secret: 'n3w-secret' }, { service: saved }),
    ]);
    const secret = screen.getByLabelText('OAuth client secret');
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveValue('');
    expect(screen.getByText('Leave blank to keep the current secret.')).toBeInTheDocument();
    await user.type(secret, 'n3w-secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service updated')).toBeInTheDocument();
  });

  it('links to the authentication tests, the logs, feedback and charts', async () => {
    await renderPage(draft());
    expect(screen.getByRole('link', { name: 'Authentication tests' })).toHaveAttribute(
      'href',
      '/services/acme_notes/auth_tests',
    );
    expect(screen.getByRole('link', { name: 'Logs' })).toHaveAttribute('href', '/logs?service=acme_notes');
    expect(screen.getByRole('link', { name: 'Feedback' })).toHaveAttribute(
      'href',
      '/feedback?service=acme_notes',
    );
    expect(screen.getByRole('link', { name: 'Charts' })).toHaveAttribute(
      'href',
      '/charts?service=acme_notes',
    );
    expect(screen.getByRole('link', { name: 'Connections' })).toHaveAttribute(
      'href',
      '/connections?service=acme_notes',
    );
  });

  it('offers "Allow connections", off by default, and saves it with the rest', async () => {
    const user = userEvent.setup();
    const service = draft();
    const saved = draft({ connect_enabled: true });
    const { organization: _organization, ...savedService } = saved;
    await renderPage(service, [updateMock(service, { connect_enabled: true }, { service: savedService })]);
    const toggle = within(form()).getByRole('checkbox', { name: 'Allow connections' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(CONNECT_ENABLED_HINT);
    expect(CONNECT_ENABLED_HINT).toMatch(/build connections from their services to this one/);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await user.click(save);
    expect(await screen.findByText('Service updated')).toBeInTheDocument();
    await waitFor(() => expect(save).toBeDisabled());
    expect(toggle).toBeChecked();
  });

  it('shows "Allow connections" of a published service checked and disabled', async () => {
    await renderPage(serviceFixture({ connect_enabled: true }));
    const toggle = within(form()).getByRole('checkbox', { name: 'Allow connections' });
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
  });

  it('shows a server error about connect_enabled beside the checkbox', async () => {
    const user = userEvent.setup();
    const service = draft();
    await renderPage(service, [
      updateMock(
        service,
        { connect_enabled: true },
        {
          errors: [
            { __typename: 'UserError', attribute: 'connect_enabled', message: 'must be true or false' },
          ],
        },
      ),
    ]);
    await user.click(within(form()).getByRole('checkbox', { name: 'Allow connections' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error: connect_enabled must be true or false')).toHaveAttribute(
      'id',
      'service-connect_enabled-error',
    );
  });

  it('keeps Save disabled until something changes, and follows the brand colour with the swatch', async () => {
    const user = userEvent.setup();
    await renderPage(draft({ brand_color: null }));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Brand colour'), '#43A047');
    expect(save).toBeEnabled();
    expect(screen.getByTestId('brand-color-swatch')).toHaveStyle({ background: '#43A047' });
  });

  it("shows the server's errors beside their fields, with a failure flash", async () => {
    const user = userEvent.setup();
    const service = draft();
    await renderPage(service, [
      updateMock(
        service,
        { home_url: 'acme.example', alternate_search_terms: ['rain', 'snow'] },
        {
          errors: [
            {
              __typename: 'UserError',
              attribute: 'home_url',
              message: 'must be a URL starting with http:// or https://',
            },
          ],
        },
      ),
    ]);
    await user.type(screen.getByLabelText('Official web page'), 'acme.example');
    await user.type(screen.getByLabelText('Alternate search terms'), 'rain, snow');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const error = await screen.findByText('Error: home_url must be a URL starting with http:// or https://');
    expect(error).toHaveAttribute('id', 'service-home_url-error');
    expect(screen.getByLabelText('Official web page')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not update this service. Please check your data!',
    );
    // Editing the field clears the server's complaint about it.
    await user.type(screen.getByLabelText('Official web page'), '/x');
    expect(screen.queryByText(/Error: home_url/)).not.toBeInTheDocument();
  });

  it('saves, shows Saving… then the success flash, and takes the saved values', async () => {
    const user = userEvent.setup();
    const service = draft();
    const saved = draft({ home_url: 'https://notes.acme.example', missing_for_submission: ['icon'] });
    const { organization: _organization, ...savedService } = saved;
    await renderPage(service, [
      updateMock(service, { home_url: 'https://notes.acme.example' }, { service: savedService }, 500),
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    await user.type(screen.getByLabelText('Official web page'), 'https://notes.acme.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(await screen.findByText('Service updated', undefined, { timeout: 5000 })).toHaveAttribute(
      'role',
      'status',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(screen.getByLabelText('Official web page')).toHaveValue('https://notes.acme.example');
    expect(
      within(screen.getByRole('list', { name: 'Missing for review' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });

  it("flashes the server's guidance when the service was published meanwhile", async () => {
    const user = userEvent.setup();
    const service = draft();
    await renderPage(service, [
      updateMock(
        service,
        { short_name: 'Notes' },
        { errors: [{ __typename: 'UserError', attribute: 'base', message: PUBLISHED_READ_ONLY }] },
      ),
    ]);
    await user.type(screen.getByLabelText('Short name'), 'Notes');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([PUBLISHED_READ_ONLY, PUBLISHED_READ_ONLY]);
  });

  it("flashes the server's message when the service is gone", async () => {
    const user = userEvent.setup();
    const service = draft();
    await renderPage(service, [
      {
        request: {
          query: ServiceUpdateDocument,
          variables: { id: service.id, input: { ...toServiceInput(toFormValues(service)), short_name: 'N' } },
        },
        result: { errors: [new GraphQLError('Service not found.', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    await user.type(screen.getByLabelText('Short name'), 'N');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
        'Service not found.',
        'Service not found.',
      ]),
    );
  });

  it('shows loading, then a not-found state for unknown or foreign services', async () => {
    renderWithApollo(<ServicePage moduleName="bigco_crm" />, [pageMock(null, 30)]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading service…');
    expect(await screen.findByText('Service not found')).toBeInTheDocument();
    expect(screen.getByText(/There is no service “bigco_crm” in your organizations\./)).toBeInTheDocument();
  });

  it('shows an error state with a retry that loads the service', async () => {
    const user = userEvent.setup();
    renderWithApollo(<ServicePage moduleName="acme_weather" />, [
      {
        request: { query: ServicePageDocument, variables: { module_name: 'acme_weather' } },
        error: new Error('offline'),
      },
      pageMock(serviceFixture()),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load this service. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Acme Weather' })).toBeInTheDocument();
  });
});

describe('with the organization domain unreachable', () => {
  it('shows the service, and says its organization could not be loaded', async () => {
    const service = draft();
    renderWithApollo(<ServicePage moduleName={service.module_name} />, [
      {
        request: { query: ServicePageDocument, variables: { module_name: service.module_name } },
        result: {
          data: {
            service: {
              service_key: '0123456789abcdef'.repeat(4),
              service_key_header: 'Switchyard-Service-Key',
              review_status_label: 'In development',
              ...service,
              organization: null,
            },
          },
          errors: [
            new GraphQLError('The org subgraph is unavailable. Try again in a moment.', {
              path: ['service', 'organization', 'name'],
              extensions: { code: 'SUBGRAPH_UNAVAILABLE', subgraph: 'org' },
            }),
          ],
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: service.name })).toBeInTheDocument();
    expect(screen.getByText(ORGANIZATION_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'General' })).toBeInTheDocument();
  });
});

describe('review status', () => {
  it('shows the review status with the review page and, in development, the way to submit', () => {
    render(<ReadyForReview moduleName="daybook" missing={[]} reviewStatusLabel="In development" />);
    expect(screen.getByText('In development')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review page' })).toHaveAttribute('href', '/reviews/daybook');
    expect(screen.getByRole('link', { name: 'Submit for review' })).toHaveAttribute(
      'href',
      '/reviews/daybook/submit',
    );
  });
});
