import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RatioPoint } from './chartData';
import { RatioHistogram } from './RatioHistogram';

const label = (time: string) => time; // times as given, so the test does not depend on the locale
const series = (n: number): RatioPoint[] =>
  Array.from({ length: n }, (_, i) => ({ time: `t${i}`, success_percent: 90 }));

describe('RatioHistogram', () => {
  it('draws a bar per point, and -1 as a gap without data', () => {
    const { container } = render(
      <RatioHistogram
        formatTime={label}
        points={[
          { time: 'mon', success_percent: 97.5 },
          { time: 'tue', success_percent: -1 },
          { time: 'wed', success_percent: 50 },
        ]}
      />,
    );
    expect(container.querySelectorAll('.sy-chart__bar')).toHaveLength(3);
    expect(container.querySelectorAll('.sy-chart__bar--no-data')).toHaveLength(1);
    expect(container.querySelector('svg')).toHaveAttribute('height', '250');
    expect(screen.getByRole('img', { name: 'mon, Success: 97.5%, Errors: 2.5%' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'tue, No data' })).toBeInTheDocument();
  });

  it('shows the latest 25 points up to 483 px wide, 50 when wider', () => {
    const { container, rerender } = render(
      <RatioHistogram formatTime={label} points={series(60)} width={483} />,
    );
    expect(container.querySelectorAll('.sy-chart__bar')).toHaveLength(25);
    rerender(<RatioHistogram formatTime={label} points={series(60)} width={484} />);
    expect(container.querySelectorAll('.sy-chart__bar')).toHaveLength(50);
  });

  it('follows its container width', () => {
    let resize: ResizeObserverCallback = () => {};
    const disconnect = jest.fn();
    globalThis.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        resize = callback;
      }
      observe() {}
      unobserve() {}
      disconnect = disconnect;
    };
    try {
      const { container, unmount } = render(<RatioHistogram formatTime={label} points={series(60)} />);
      expect(container.querySelectorAll('.sy-chart__bar')).toHaveLength(50); // the fallback width
      act(() => resize([{ contentRect: { width: 400 } } as ResizeObserverEntry], {} as ResizeObserver));
      expect(container.querySelectorAll('.sy-chart__bar')).toHaveLength(25);
      expect(container.querySelector('svg')).toHaveAttribute('width', '400');
      unmount();
      expect(disconnect).toHaveBeenCalled();
    } finally {
      delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    }
  });

  it('labels fewer periods where the labels would not fit side by side', () => {
    const labels = (width: number) => {
      const { container, unmount } = render(
        <RatioHistogram formatTime={label} points={series(50)} width={width} />,
      );
      const count = container.querySelectorAll('.sy-chart__axis[transform] text').length;
      unmount();
      return count;
    };
    expect(labels(1000)).toBe(5);
    expect(labels(360)).toBe(2);
  });

  it('has a table with the same numbers', () => {
    render(
      <RatioHistogram
        formatTime={label}
        points={[
          { time: 'mon', success_percent: 66.666 },
          { time: 'tue', success_percent: -1 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Success / error ratio' });
    const [, mon, tue] = within(table).getAllByRole('row');
    expect(mon).toHaveTextContent('mon66.67%33.33%');
    expect(tue).toHaveTextContent('tueNo dataNo data');
  });

  it('shows the tooltip on keyboard focus and on hover', async () => {
    render(
      <RatioHistogram
        formatTime={label}
        points={[
          { time: 'mon', success_percent: 80 },
          { time: 'tue', success_percent: -1 },
        ]}
      />,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('monSuccess: 80%Errors: 20%');
    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('tueNo data');
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    fireEvent.mouseEnter(screen.getByRole('img', { name: /^mon/ }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('mon');
    fireEvent.mouseLeave(screen.getByRole('img', { name: /^mon/ }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows an empty state without points', () => {
    const { container } = render(<RatioHistogram points={[]} />);
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
