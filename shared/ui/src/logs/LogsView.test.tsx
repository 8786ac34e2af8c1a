import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { defaultFilters } from './logFilters';
import { LOGS_MESSAGES, LogsView, type LogsViewProps } from './LogsView';
import type { LogEntry, LogFilterOptions, LogFilters, LogPage } from './logTypes';

const o = (value: string, label: string) => ({ value, label });
const OPTIONS: LogFilterOptions = {
  request_types: [o('all', 'All request types'), o('connect_api', 'Connect API call')],
  response_statuses: [o('all', 'All statuses'), o('success', 'Success'), o('error', 'Error')],
  timeframes: [o('1d', 'Last day'), o('7d', 'Last 7 days')],
};

const entry = (over: Partial<LogEntry> = {}): LogEntry => ({
  id: 'log-1',
  type_ui_label: 'Connect API call',
  ts: '2030-01-10T12:00:05.000Z',
  time: 42,
  request_method: 'POST',
  request_url: 'https://api.example.com/v2/connections/c1/actions/post/run',
  request_headers: [{ name: 'content-type', value: 'application/json' }],
  request_body: '{"a":1}',
  request_body_truncated: false,
  response_status: 200,
  response_headers: [],
  response_body: null,
  response_body_truncated: false,
  error_code: null,
  error: null,
  remote_user_id: null,
  user: null,
  ...over,
});

const page = (data: LogEntry[], over: Partial<LogPage> = {}): LogPage => ({
  page_number: 1,
  page_count: 1,
  page_count_capped: false,
  data,
  ...over,
});

/** The view as a caller holds it: filters in state, the events recorded. */
function Harness(props: Partial<LogsViewProps> & { seen?: { filters: LogFilters[]; pages: number[] } }) {
  const [filters, setFilters] = useState(defaultFilters(OPTIONS));
  const { seen, ...rest } = props;
  return (
    <LogsView
      options={OPTIONS}
      filters={filters}
      onFiltersChange={(next) => {
        seen?.filters.push(next);
        setFilters(next);
      }}
      logs={page([entry()])}
      loading={false}
      failed={false}
      onRefresh={() => undefined}
      onPage={(p) => seen?.pages.push(p)}
      subject="this connection"
      {...rest}
    />
  );
}

describe('LogsView', () => {
  it('shows the rows, opens one, and reports filter changes and a cleared filter', async () => {
    const seen = { filters: [] as LogFilters[], pages: [] as number[] };
    render(<Harness seen={seen} />);
    const table = screen.getByRole('table', { name: 'Requests to this connection, newest first' });
    expect(within(table).getByRole('cell', { name: '200' })).toHaveClass('sy-logs-status--success');
    await userEvent.click(within(table).getByRole('button', { name: /Show request and response/ }));
    expect(screen.getByRole('region', { name: 'Request' })).toHaveTextContent('"a": 1');

    await userEvent.selectOptions(screen.getByLabelText('Response status'), 'error');
    expect(seen.filters.at(-1)).toEqual({ ...defaultFilters(OPTIONS), response_status: 'error' });
    await userEvent.type(screen.getByLabelText('Search'), ' album-42 {Enter}');
    expect(seen.filters.at(-1)?.query).toBe('album-42');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(seen.filters.at(-1)).toEqual(defaultFilters(OPTIONS));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('pages, with "or more" when the server stopped counting', async () => {
    const seen = { filters: [] as LogFilters[], pages: [] as number[] };
    render(
      <Harness
        seen={seen}
        logs={page([entry()], { page_number: 2, page_count: 401, page_count_capped: true })}
      />,
    );
    expect(screen.getByText('Last day · page 2 of 401 or more')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(seen.pages).toEqual([3]);
  });

  it('has loading, empty and failed states with Retry', async () => {
    const onRefresh = jest.fn();
    const { rerender } = render(<Harness logs={undefined} loading />);
    expect(screen.getByText(LOGS_MESSAGES.loading)).toBeInTheDocument();

    rerender(<Harness logs={page([])} />);
    expect(screen.getByText(LOGS_MESSAGES.empty)).toBeInTheDocument();
    expect(
      screen.getByText('This connection has had no requests in this timeframe. Try a longer one.'),
    ).toBeInTheDocument();
    rerender(<Harness logs={page([])} emptyHint="No calls yet." />);
    expect(screen.getByText('No calls yet.')).toBeInTheDocument();

    rerender(<Harness logs={page([entry()])} failed onRefresh={onRefresh} />);
    expect(screen.getByText(LOGS_MESSAGES.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);

    // While the next answer loads the last one stays, dimmed.
    rerender(<Harness logs={page([entry()])} loading failed />);
    expect(screen.getByRole('table').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Refreshing…' })).toBeDisabled();
  });
});
