import type { MockedResponse } from '@apollo/client/testing';
import { setSession } from '@switchyard/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ServiceAnalyticsDocument, ServiceStepMetricsDocument } from '../gql/graphql';
import { ObservabilityRoutes } from '../routes';
import { ObservabilityServiceDocument } from '../serviceNav/serviceOperations';
import { renderWithApollo } from '../testing/renderWithApollo';
import { DAYBOOK, viewer } from '../testing/sessions';

const serviceMock: MockedResponse = {
  request: { query: ObservabilityServiceDocument, variables: { module_name: 'daybook' } },
  result: { data: { service: DAYBOOK } },
  maxUsageCount: 10,
};

const entry = (
  module_name: string,
  name: string,
  count: number,
  total: number,
  image_url: string | null = null,
) => ({
  __typename: 'WorksWithMetric',
  module_name,
  name,
  brand_color: '#336699',
  image_url,
  count,
  share: count / total,
});

/** 1,000 combinations: Weather 50%, Ledger 30%, Tasks 5%, Notes 2%, and 13% in services of 1% or less. */
const TOTAL = 1000;
const BIG = [
  entry('acme_weather', 'Acme Weather', 500, TOTAL, '/services/acme_weather/icon?v=1'),
  entry('ledger', 'Ledger', 300, TOTAL),
  entry('tasks', 'Tasks', 50, TOTAL),
  entry('notes', 'Notes', 20, TOTAL),
];

function analyticsMock(
  answer:
    { overview?: Partial<Record<string, unknown>>; top?: unknown[]; worksWith?: unknown[] } | Error = {},
  maxUsageCount = 1,
): MockedResponse {
  const request = { query: ServiceAnalyticsDocument, variables: { module_name: 'daybook' } };
  if (answer instanceof Error) return { request, error: answer, maxUsageCount };
  return {
    request,
    maxUsageCount,
    result: {
      data: {
        serviceAnalytics: {
          __typename: 'ServiceAnalyticsOverview',
          module_name: 'daybook',
          name: 'Daybook',
          connected_users: 1234,
          users_with_enabled_applets: 987,
          connected_services: 17,
          works_with_total: TOTAL,
          top_services: answer.top ?? BIG,
          ...answer.overview,
        },
        serviceWorksWithMetrics: answer.worksWith ?? [...BIG, entry('tiny', 'Tiny', 10, TOTAL)],
      },
    },
  };
}

const stepsMock = (
  type: string,
  steps: { module_name: string; name: string; count: number; users: number }[],
) => ({
  request: { query: ServiceStepMetricsDocument, variables: { module_name: 'daybook', type } },
  result: { data: { serviceStepMetrics: steps.map((s) => ({ __typename: 'StepMetric', ...s })) } },
  maxUsageCount: 5,
});
const STEP_MOCKS = [
  stepsMock('trigger', [
    { module_name: 'new_entry', name: 'New entry', count: 900, users: 800 },
    { module_name: 'tagged_entry', name: 'Tagged entry', count: 0, users: 0 },
  ]),
  stepsMock('query', []),
  stepsMock('action', [{ module_name: 'create_entry', name: 'Create entry', count: 42, users: 40 }]),
];

function open(path: string, mocks: MockedResponse[]) {
  window.history.replaceState(null, '', path);
  return renderWithApollo(<ObservabilityRoutes />, mocks);
}

beforeEach(() => setSession({ viewer: viewer(false), csrfToken: 'csrf' }));

describe('AnalyticsPage', () => {
  it('shows the overview, the donut, the top 3, the works-with table and the steps', async () => {
    open('/analytics?service=daybook', [serviceMock, analyticsMock(), ...STEP_MOCKS]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Daybook analytics' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Service diagnostics' });
    expect(within(tabs).getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');

    const numbers = await screen.findByText('Connected users');
    expect(numbers.closest('dl')).toHaveTextContent(
      'Connected users1,234Users with enabled applets987Connected services17',
    );

    // The donut (a chunk of its own): a slice per service above 1%, each a link named by its share.
    const donut = await screen.findByRole('group', { name: 'Services Daybook works with' });
    const slices = within(donut).getAllByRole('link');
    expect(slices.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Acme Weather 50%',
      'Ledger 30%',
      'Tasks 5%',
      'Notes 2%',
    ]);
    expect(slices[0]).toHaveAttribute('href', '/services/acme_weather');
    // Icons only on slices above 8%: Weather (its image) and Ledger (its initial).
    expect(donut.querySelectorAll('.ob-donut__icon')).toHaveLength(2);
    expect(donut.querySelector('image')).toHaveAttribute('href', '/services/acme_weather/icon?v=1');
    expect(screen.getByText('Other services, 1% or less each: 13%')).toBeInTheDocument();

    const top = screen.getByRole('list', { name: 'Top 3 services' });
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Acme Weather50%', 'LLedger30%', 'TTasks5%']);

    const table = screen.getByRole('table', { name: /combined with/ });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Acme Weather50050%', 'LLedger30030%', 'TTasks505%', 'NNotes202%', 'TTiny101%']);

    const steps = await screen.findByRole('table', { name: 'Triggers' });
    expect(
      within(steps)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['New entrynew_entry900800', 'Tagged entrytagged_entry00']);
  });

  it('goes to the services path of a clicked slice, and slices take the keyboard focus', async () => {
    open('/analytics?service=daybook', [serviceMock, analyticsMock(), ...STEP_MOCKS]);
    const slice = await screen.findByRole('link', { name: 'Ledger 30%' });
    slice.focus();
    expect(slice).toHaveFocus();
    await userEvent.click(slice);
    await waitFor(() => expect(window.location.pathname).toBe('/services/ledger'));
  });

  it('switches the step tabs: queries (none) and actions', async () => {
    open('/analytics?service=daybook', [serviceMock, analyticsMock(), ...STEP_MOCKS]);
    await screen.findByRole('table', { name: 'Triggers' });
    await userEvent.click(screen.getByRole('tab', { name: 'Queries' }));
    expect(await screen.findByText('This service has no queries')).toBeInTheDocument();
    // Arrow keys move between tabs.
    await userEvent.keyboard('{ArrowRight}');
    const actions = await screen.findByRole('table', { name: 'Actions' });
    expect(within(actions).getAllByRole('row')[1]).toHaveTextContent('Create entrycreate_entry4240');
    expect(screen.getByRole('tab', { name: 'Actions' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says No users yet when nothing uses the service', async () => {
    open('/analytics?service=daybook', [
      serviceMock,
      analyticsMock({
        overview: {
          connected_users: 0,
          users_with_enabled_applets: 0,
          connected_services: 0,
          works_with_total: 0,
        },
        top: [],
        worksWith: [],
      }),
      ...STEP_MOCKS,
    ]);
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /works with/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Triggers' })).toBeInTheDocument();
  });

  it('fails with the spec text and retries', async () => {
    open('/analytics?service=daybook', [
      serviceMock,
      analyticsMock(new Error('network down')),
      analyticsMock(),
      ...STEP_MOCKS,
    ]);
    expect(await screen.findByText('Failed to fetch analytics metrics for this service')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Connected users')).toBeInTheDocument();
  });

  it('reads a FORBIDDEN answer as Service not found', async () => {
    open('/analytics?service=daybook', [
      serviceMock,
      {
        ...analyticsMock(),
        result: { errors: [new GraphQLError('no', { extensions: { code: 'FORBIDDEN' } })] },
      },
      ...STEP_MOCKS,
    ]);
    expect(await screen.findByText('Service not found')).toBeInTheDocument();
  });

  it('asks for a service when the address names none', async () => {
    open('/analytics', []);
    expect(await screen.findByText('Choose a service to see its analytics')).toBeInTheDocument();
  });
});
