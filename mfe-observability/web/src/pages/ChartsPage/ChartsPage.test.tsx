import type { MockedResponse } from '@apollo/client/testing';
import { setSession } from '@switchyard/client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServiceChartsDocument } from '../../gql/graphql';
import { ObservabilityRoutes } from '../../routes';
import { ObservabilityServiceDocument } from '../../serviceNav/serviceOperations';
import { renderWithApollo } from '../../testing/renderWithApollo';
import { DAYBOOK, viewer } from '../../testing/sessions';
import { CHARTS_LOAD_FAILED } from './ChartsPanel';

const serviceMock = (service: typeof DAYBOOK | null = DAYBOOK): MockedResponse => ({
  request: {
    query: ObservabilityServiceDocument,
    variables: { module_name: service?.module_name ?? 'ledger' },
  },
  result: { data: { service } },
  maxUsageCount: 10,
});

const HOUR = 3_600_000;
const START = Date.UTC(2030, 0, 10, 0);
/** `count` hours, oldest first: every third without a call, the others 9 successes and 1 error. */
function hours(count: number, { calls = true, errors = 1 } = {}) {
  return Array.from({ length: count }, (_, i) => {
    const quiet = !calls || i % 3 === 1;
    const success = quiet ? 0 : 10 - errors;
    const error = quiet ? 0 : errors;
    return {
      __typename: 'ServiceChartPoint',
      hour: new Date(START + i * HOUR).toISOString(),
      success_count: success,
      error_count: error,
      ratio: quiet ? -1 : success / (success + error),
      trigger_p90_ms: quiet ? null : 100 + i,
      action_p90_ms: quiet ? null : 300 + i,
    };
  });
}

function chartsMock(
  points: number,
  answer: { points?: ReturnType<typeof hours>; breakdown?: { kind: string; count: number }[] } | Error = {},
): MockedResponse {
  const request = { query: ServiceChartsDocument, variables: { service_id: 'svc-daybook', points } };
  if (answer instanceof Error) return { request, error: answer };
  const series = answer.points ?? hours(points);
  const breakdown = answer.breakdown ?? [
    { kind: 'HTTP 500', count: 2 },
    { kind: 'timeout', count: 1 },
  ];
  const total = breakdown.reduce((sum, e) => sum + e.count, 0);
  return {
    request,
    result: {
      data: {
        serviceCharts: {
          __typename: 'ServiceCharts',
          points: series,
          error_breakdown: breakdown.map((e) => ({
            __typename: 'ErrorBreakdownItem',
            ...e,
            percentage: Math.round((e.count / total) * 10_000) / 100,
          })),
        },
      },
    },
  };
}

function open(path: string, mocks: MockedResponse[]) {
  window.history.replaceState(null, '', path);
  return renderWithApollo(<ObservabilityRoutes />, mocks);
}

/** A chart of the kit: a figure with its title as the caption. */
const chart = async (title: string) =>
  (await screen.findByText(title, { selector: 'figcaption' })).closest('figure')!;
const ratioChart = () => chart('Success / error ratio');
/** The ratio histogram's bars, one an hour. */
const bars = () =>
  document
    .querySelector('.sy-chart__svg[aria-label="Success / error ratio"]')!
    .querySelectorAll('.sy-chart__bar');

beforeEach(() => setSession({ viewer: viewer(false), csrfToken: 'csrf' }));

describe('ChartsPage', () => {
  it('asks for a service when the address names none', async () => {
    open('/charts', []);
    expect(await screen.findByText('Choose a service to see its charts')).toBeInTheDocument();
  });

  it("draws the service's three charts over the last 50 hours, each with a table", async () => {
    open('/charts?service=daybook', [serviceMock(), chartsMock(50)]);
    const ratio = await ratioChart();
    expect(screen.getByRole('heading', { level: 1, name: 'Daybook charts' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Service diagnostics' });
    expect(within(tabs).getByRole('link', { name: 'Charts' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Feedback' })).toHaveAttribute(
      'href',
      '/feedback?service=daybook',
    );

    // 50 hours, 33 with calls (10 each, one an error), 17 without.
    expect(screen.getByText('The last 50 hours: 330 calls, 33 errors')).toBeInTheDocument();
    expect(bars()).toHaveLength(50);
    expect(ratio.querySelector('svg')).toHaveAttribute('height', '250');
    expect(ratio.querySelectorAll('.sy-chart__bar--no-data')).toHaveLength(17);
    expect(within(ratio).getByRole('table', { name: 'Success / error ratio' })).toBeInTheDocument();

    const breakdown = await chart('Error breakdown');
    const rows = within(within(breakdown).getByRole('table')).getAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent)).toEqual(['HTTP 50066.67%2', 'timeout33.33%1']);

    const speed = await chart('Trigger and action speed (90th percentile)');
    const speedRows = within(within(speed).getByRole('table')).getAllByRole('row');
    expect(speedRows[1]).toHaveTextContent('100 ms300 ms');
    expect(speedRows[2]).toHaveTextContent('No dataNo data');
  });

  it('shows a tooltip on keyboard focus', async () => {
    open('/charts?service=daybook', [serviceMock(), chartsMock(50)]);
    await ratioChart();
    expect(bars()[0]).toHaveAttribute('tabindex', '0');
    act(() => (bars()[0] as SVGGElement).focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Success: 90%');
  });

  it('asks for 25 hours when the charts are at most 483 px wide, 50 when wider', async () => {
    let resize: ResizeObserverCallback = () => {};
    globalThis.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        resize = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    // 450 px wide, less the cards' padding and border: 416 px of chart.
    const measure = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ width: 450 } as DOMRect);
    try {
      open('/charts?service=daybook', [serviceMock(), chartsMock(25), chartsMock(50)]);
      const ratio = await ratioChart();
      expect(bars()).toHaveLength(25);
      expect(ratio.querySelector('svg')).toHaveAttribute('width', '416');
      expect(screen.getByText(/^The last 25 hours/)).toBeInTheDocument();

      act(() => resize([{ contentRect: { width: 900 } } as ResizeObserverEntry], {} as ResizeObserver));
      await waitFor(() => expect(bars()).toHaveLength(50));
      expect(screen.getByText(/^The last 50 hours/)).toBeInTheDocument();
    } finally {
      measure.mockRestore();
      delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    }
  });

  it('says so when there were no calls, and when there were no errors', async () => {
    const { unmount } = open('/charts?service=daybook', [
      serviceMock(),
      chartsMock(50, { points: hours(50, { calls: false }), breakdown: [] }),
    ]);
    expect(await screen.findByText('No calls to chart yet')).toBeInTheDocument();
    expect(screen.getByText('No calls in the last 50 hours')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    unmount();

    open('/charts?service=daybook', [
      serviceMock(),
      chartsMock(50, { points: hours(50, { errors: 0 }), breakdown: [] }),
    ]);
    const breakdown = await chart('Error breakdown');
    expect(within(breakdown).getByText('No errors in the last 50 hours')).toBeInTheDocument();
  });

  it('refreshes, and shows a failure with Retry', async () => {
    const user = userEvent.setup();
    open('/charts?service=daybook', [
      serviceMock(),
      chartsMock(50, new Error('down')),
      chartsMock(50),
      chartsMock(50, { points: hours(50, { errors: 5 }) }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(CHARTS_LOAD_FAILED);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The last 50 hours: 330 calls, 33 errors')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('The last 50 hours: 330 calls, 165 errors')).toBeInTheDocument();
  });

  it("says 'Service not found' for a service outside the viewer's organizations", async () => {
    open('/charts?service=ledger', [serviceMock(null)]);
    expect(await screen.findByText('Service not found')).toBeInTheDocument();
  });
});
