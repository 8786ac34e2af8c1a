import { scaleBand, scaleLinear } from 'd3-scale';
import { CHART_HEIGHT, errorBreakdown, type ErrorCount, type ErrorShare } from './chartData';
import { ChartFrame, ChartTable, ChartTooltip, MARGIN, useActivePoint } from './ChartParts';
import { formatPercent } from './format';
import { useChartWidth } from './useChartWidth';

export interface ErrorBreakdownProps {
  errors: readonly ErrorCount[];
  title?: string;
  width?: number;
  emptyText?: string;
}

// The kinds' names sit left of their bars.
const LABEL_WIDTH = 120;

/** Each kind of error's share of all errors, as horizontal bars, most frequent first. */
export function ErrorBreakdown({
  errors,
  title = 'Error breakdown',
  width: fixedWidth,
  emptyText,
}: ErrorBreakdownProps) {
  const { ref, width } = useChartWidth<HTMLDivElement>(fixedWidth);
  const { active, handlersFor } = useActivePoint();
  const shares = errorBreakdown(errors);
  const describe = (share: ErrorShare) => [share.label, `${formatPercent(share.percent)} (${share.count})`];

  const left = MARGIN.left + LABEL_WIDTH;
  const y = scaleBand<string>()
    .domain(shares.map((s) => s.label))
    .range([MARGIN.top, CHART_HEIGHT - MARGIN.bottom])
    .padding(0.25);
  const x = scaleLinear()
    .domain([0, 100])
    .range([left, Math.max(left + 1, width - MARGIN.right)]);
  // A percentage label every 50 px at least: 0%, 50%, 100% on a narrow chart, every 20% when wide.
  const tickCount = Math.min(5, Math.max(2, Math.floor((x.range()[1] - left) / 50)));
  const activeShare = active === null ? undefined : shares[active];

  return (
    <ChartFrame
      title={title}
      plotRef={ref}
      isEmpty={shares.length === 0}
      emptyText={emptyText}
      table={
        <ChartTable
          title={title}
          columns={['Error', 'Share', 'Count']}
          rows={shares.map((s) => [s.label, formatPercent(s.percent), String(s.count)])}
        />
      }
    >
      <svg className="sy-chart__svg" width={width} height={CHART_HEIGHT} role="group" aria-label={title}>
        <g className="sy-chart__axis" aria-hidden="true">
          {x.ticks(tickCount).map((tick) => (
            <g key={tick} transform={`translate(${x(tick)},0)`}>
              <line className="sy-chart__grid" y1={MARGIN.top} y2={CHART_HEIGHT - MARGIN.bottom} />
              <text y={CHART_HEIGHT - MARGIN.bottom} dy="1.2em" textAnchor="middle">
                {formatPercent(tick)}
              </text>
            </g>
          ))}
          {shares.map((s) => (
            <text
              key={s.label}
              x={left - 6}
              y={(y(s.label) ?? 0) + y.bandwidth() / 2}
              dy="0.32em"
              textAnchor="end"
            >
              {s.label.length > 18 ? `${s.label.slice(0, 17)}…` : s.label}
            </text>
          ))}
        </g>
        {shares.map((s, i) => (
          <g
            key={s.label}
            className="sy-chart__bar"
            role="img"
            aria-label={describe(s).join(', ')}
            {...handlersFor(i)}
          >
            <rect
              className="sy-chart__error"
              x={left}
              y={y(s.label)}
              height={y.bandwidth()}
              width={Math.max(1, x(s.percent) - left)}
            />
            <BarValue x={x(s.percent)} right={x.range()[1]} y={(y(s.label) ?? 0) + y.bandwidth() / 2}>
              {formatPercent(s.percent)}
            </BarValue>
          </g>
        ))}
      </svg>
      {activeShare && <ChartTooltip x={x(activeShare.percent)} width={width} lines={describe(activeShare)} />}
    </ChartFrame>
  );
}

// Room a value needs right of its bar ("100.00%" at 11 px); a longer bar shows it inside.
const VALUE_ROOM = 56;

/** A bar's percentage at its end: right of it, or inside when the bar reaches the edge. */
function BarValue({ x, right, y, children }: { x: number; right: number; y: number; children: string }) {
  const inside = x + VALUE_ROOM > right;
  return (
    <text
      className={inside ? 'sy-chart__value sy-chart__value--inside' : 'sy-chart__value'}
      x={inside ? x - 6 : x + 6}
      y={y}
      dy="0.32em"
      textAnchor={inside ? 'end' : 'start'}
      aria-hidden="true"
    >
      {children}
    </text>
  );
}
