import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBreakdown } from './ErrorBreakdown';

const errors = [
  { label: 'HTTP 500', count: 2 },
  { label: 'Timeout', count: 7 },
];

describe('ErrorBreakdown', () => {
  it('draws a bar per kind of error, most frequent first', () => {
    const { container } = render(<ErrorBreakdown errors={errors} />);
    const bars = container.querySelectorAll('.sy-chart__bar');
    expect(bars).toHaveLength(2);
    expect(bars[0]).toHaveAccessibleName('Timeout, 77.78% (7)');
    expect(bars[1]).toHaveAccessibleName('HTTP 500, 22.22% (2)');
  });

  it('writes each share at its bar, inside a bar that reaches the edge', () => {
    const { container } = render(<ErrorBreakdown errors={errors} width={640} />);
    const values = [...container.querySelectorAll('.sy-chart__value')];
    expect(values.map((v) => v.textContent)).toEqual(['77.78%', '22.22%']);
    expect(values.map((v) => v.classList.contains('sy-chart__value--inside'))).toEqual([false, false]);
    const { container: full } = render(
      <ErrorBreakdown errors={[{ label: 'Timeout', count: 3 }]} width={640} />,
    );
    expect(full.querySelector('.sy-chart__value')).toHaveClass('sy-chart__value--inside');
  });

  it('has a table with the percentages to 2 decimals', () => {
    render(<ErrorBreakdown errors={errors} />);
    const rows = within(screen.getByRole('table', { name: 'Error breakdown' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['ErrorShareCount', 'Timeout77.78%7', 'HTTP 50022.22%2']);
  });

  it('labels every 20% when wide, and only 0%, 50% and 100% when narrow', () => {
    const ticks = (width: number) => {
      const { container, unmount } = render(<ErrorBreakdown errors={errors} width={width} />);
      const texts = [...container.querySelectorAll('.sy-chart__axis > g > text')].map((t) => t.textContent);
      unmount();
      return texts;
    };
    expect(ticks(640)).toEqual(['0%', '20%', '40%', '60%', '80%', '100%']);
    expect(ticks(320)).toEqual(['0%', '50%', '100%']);
  });

  it('shows the tooltip on keyboard focus', async () => {
    render(<ErrorBreakdown errors={errors} />);
    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Timeout77.78% (7)');
  });

  it('shows an empty state without errors', () => {
    render(<ErrorBreakdown errors={[{ label: 'HTTP 500', count: 0 }]} emptyText="No errors" />);
    expect(screen.getByText('No errors')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
