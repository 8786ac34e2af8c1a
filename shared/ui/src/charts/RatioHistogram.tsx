import { scaleBand, scaleLinear } from 'd3-scale';
import { CHART_HEIGHT, NO_DATA_LABEL, ratioBars, type RatioBar, type RatioPoint } from './chartData';
import { ChartFrame, ChartTable, ChartTooltip, MARGIN, useActivePoint, XAxis, YAxis } from './ChartParts';
import { formatChartTime, formatPercent } from './format';
import { useChartWidth } from './useChartWidth';

export interface RatioHistogramProps {
  /** Oldest first; the histogram shows the latest 25 (up to 483 px wide) or 50. */
  points: readonly RatioPoint[];
  title?: string;
  /** A fixed width in px; by default the chart fills its container. */
  width?: number;
  emptyText?: string;
  formatTime?(time: string): string;
}

/** The success / error ratio of each period as a stacked bar; periods without requests are gaps. */
export function RatioHistogram({
  points,
  title = 'Success / error ratio',
  width: fixedWidth,
  emptyText,
  formatTime = formatChartTime,
}: RatioHistogramProps) {
  const { ref, width } = useChartWidth<HTMLDivElement>(fixedWidth);
  const { active, handlersFor } = useActivePoint();
  const bars = ratioBars(points, width);
  const describe = (bar: RatioBar) =>
    bar.hasData
      ? [
          formatTime(bar.time),
          `Success: ${formatPercent(bar.successPercent)}`,
          `Errors: ${formatPercent(bar.errorPercent)}`,
        ]
      : [formatTime(bar.time), NO_DATA_LABEL];

  const x = scaleBand<number>()
    .domain(bars.map((_, i) => i))
    .range([MARGIN.left, width - MARGIN.right])
    .paddingInner(0.2)
    .paddingOuter(0.1);
  const y = scaleLinear()
    .domain([0, 100])
    .range([CHART_HEIGHT - MARGIN.bottom, MARGIN.top]);
  const activeBar = active === null ? undefined : bars[active];

  return (
    <ChartFrame
      title={title}
      plotRef={ref}
      isEmpty={bars.length === 0}
      emptyText={emptyText}
      table={
        <ChartTable
          title={title}
          columns={['Time', 'Success', 'Errors']}
          rows={bars.map((bar) =>
            bar.hasData
              ? [formatTime(bar.time), formatPercent(bar.successPercent), formatPercent(bar.errorPercent)]
              : [formatTime(bar.time), NO_DATA_LABEL, NO_DATA_LABEL],
          )}
        />
      }
    >
      <svg className="sy-chart__svg" width={width} height={CHART_HEIGHT} role="group" aria-label={title}>
        <YAxis
          ticks={y.ticks(5)}
          y={y}
          plotWidth={width - MARGIN.left - MARGIN.right}
          format={formatPercent}
        />
        {bars.map((bar, i) => {
          const left = x(i) ?? 0;
          const top = y(100);
          const bottom = y(0);
          return (
            <g
              key={`${i}-${bar.time}`}
              className={`sy-chart__bar${bar.hasData ? '' : ' sy-chart__bar--no-data'}`}
              role="img"
              aria-label={describe(bar).join(', ')}
              {...handlersFor(i)}
            >
              {bar.hasData ? (
                <>
                  <rect
                    className="sy-chart__error"
                    x={left}
                    width={x.bandwidth()}
                    y={top}
                    height={y(bar.successPercent) - top}
                  />
                  <rect
                    className="sy-chart__success"
                    x={left}
                    width={x.bandwidth()}
                    y={y(bar.successPercent)}
                    height={bottom - y(bar.successPercent)}
                  />
                </>
              ) : (
                <rect
                  className="sy-chart__gap"
                  x={left}
                  width={x.bandwidth()}
                  y={top}
                  height={bottom - top}
                />
              )}
            </g>
          );
        })}
        <XAxis
          top={CHART_HEIGHT - MARGIN.bottom}
          right={width - MARGIN.right}
          labels={bars.map((bar, i) => ({ x: (x(i) ?? 0) + x.bandwidth() / 2, text: formatTime(bar.time) }))}
        />
      </svg>
      {activeBar && active !== null && (
        <ChartTooltip x={(x(active) ?? 0) + x.bandwidth() / 2} width={width} lines={describe(activeBar)} />
      )}
    </ChartFrame>
  );
}
