import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { speedPoints } from './chartData';
import { SpeedChart } from './SpeedChart';

const label = (time: string) => time;
const points = speedPoints([
  { time: 'mon', trigger_ms: [100, 300], action_ms: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
  { time: 'tue', trigger_ms: [], action_ms: [] },
  { time: 'wed', trigger_ms: [50], action_ms: [] },
]);

describe('SpeedChart', () => {
  it('draws a line per series, a point per period that ran, and a focus target per period', () => {
    const { container } = render(<SpeedChart formatTime={label} points={points} />);
    expect(container.querySelectorAll('.sy-chart__line path')).toHaveLength(2);
    expect(container.querySelectorAll('.sy-chart__line--trigger circle')).toHaveLength(2);
    expect(container.querySelectorAll('.sy-chart__line--action circle')).toHaveLength(1);
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'mon, Trigger: 280 ms, Action: 9 ms' })).toBeInTheDocument();
  });

  it('has a table with the 90th percentiles', () => {
    render(<SpeedChart formatTime={label} points={points} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'TimeTriggerAction',
      'mon280 ms9 ms',
      'tueNo dataNo data',
      'wed50 msNo data',
    ]);
  });

  it('shows the tooltip on keyboard focus', async () => {
    render(<SpeedChart formatTime={label} points={points} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('tueTrigger: No dataAction: No data');
  });

  it('shows an empty state when nothing ran', () => {
    const { container } = render(
      <SpeedChart points={speedPoints([{ time: 'mon', trigger_ms: [], action_ms: [] }])} />,
    );
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
  });
});
