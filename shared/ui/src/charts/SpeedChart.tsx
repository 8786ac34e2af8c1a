import { max } from 'd3-array';
import { scaleLinear, scalePoint } from 'd3-scale';
import { line } from 'd3-shape';
import { CHART_HEIGHT, type SpeedPoint } from './chartData';
import { ChartFrame, ChartTable, ChartTooltip, MARGIN, useActivePoint, XAxis, YAxis } from './ChartParts';
import { formatChartTime, formatMs } from './format';
import { useChartWidth } from './useChartWidth';

export interface SpeedChartProps {
  /** Oldest first: each period's 90th percentile of trigger and action times (see `speedPoints`). */
  points: readonly SpeedPoint[];
  title?: string;
  width?: number;
  emptyText?: string;
  formatTime?(time: string): string;
}

const SERIES = [
  { key: 'triggerMs', name: 'Trigger', className: 'sy-chart__line--trigger' },
  { key: 'actionMs', name: 'Action', className: 'sy-chart__line--action' },
] as const;

/** Trigger and action speed: the 90th percentile (ms) of each period, as two lines with gaps where none ran. */
export function SpeedChart({
  points,
  title = 'Trigger and action speed (90th percentile)',
  width: fixedWidth,
  emptyText,
  formatTime = formatChartTime,
}: SpeedChartProps) {
  const { ref, width } = useChartWidth<HTMLDivElement>(fixedWidth);
  const { active, handlersFor } = useActivePoint();
  const describe = (point: SpeedPoint) => [
    formatTime(point.time),
    ...SERIES.map((s) => `${s.name}: ${formatMs(point[s.key])}`),
  ];
  const isEmpty = points.every((p) => p.triggerMs === null && p.actionMs === null);

  const x = scalePoint<number>()
    .domain(points.map((_, i) => i))
    .range([MARGIN.left, width - MARGIN.right])
    .padding(0.5);
  const highest = max(points, (p) => Math.max(p.triggerMs ?? 0, p.actionMs ?? 0)) ?? 0;
  const y = scaleLinear()
    .domain([0, Math.max(1, highest)])
    .nice()
    .range([CHART_HEIGHT - MARGIN.bottom, MARGIN.top]);
  const step = x.step();

  return (
    <ChartFrame
      title={title}
      plotRef={ref}
      isEmpty={isEmpty}
      emptyText={emptyText}
      table={
        <ChartTable
          title={title}
          columns={['Time', ...SERIES.map((s) => s.name)]}
          rows={points.map((p) => [formatTime(p.time), ...SERIES.map((s) => formatMs(p[s.key]))])}
        />
      }
    >
      <svg className="sy-chart__svg" width={width} height={CHART_HEIGHT} role="group" aria-label={title}>
        <YAxis
          ticks={y.ticks(5)}
          y={y}
          plotWidth={width - MARGIN.left - MARGIN.right}
          format={(v) => `${v} ms`}
        />
        {SERIES.map((s) => {
          const path = line<SpeedPoint>()
            .defined((p) => p[s.key] !== null)
            .x((_, i) => x(i) ?? 0)
            .y((p) => y(p[s.key] ?? 0))(points as SpeedPoint[]);
          return (
            <g key={s.key} className={`sy-chart__line ${s.className}`} aria-hidden="true">
              <path d={path ?? undefined} />
              {points.map((p, i) =>
                p[s.key] === null ? null : <circle key={i} cx={x(i)} cy={y(p[s.key] ?? 0)} r={3} />,
              )}
            </g>
          );
        })}
        {points.map((p, i) => (
          // One focus target per period, as tall as the plot, for both its values.
          <rect
            key={`${i}-${p.time}`}
            className="sy-chart__hit"
            role="img"
            aria-label={describe(p).join(', ')}
            x={(x(i) ?? 0) - step / 2}
            width={step}
            y={MARGIN.top}
            height={CHART_HEIGHT - MARGIN.top - MARGIN.bottom}
            {...handlersFor(i)}
          />
        ))}
        <XAxis
          top={CHART_HEIGHT - MARGIN.bottom}
          right={width - MARGIN.right}
          labels={points.map((p, i) => ({ x: x(i) ?? 0, text: formatTime(p.time) }))}
        />
      </svg>
      {active !== null && points[active] && (
        <ChartTooltip x={x(active) ?? 0} width={width} lines={describe(points[active])} />
      )}
      <ul className="sy-chart__legend" aria-hidden="true">
        {SERIES.map((s) => (
          <li key={s.key} className={s.className}>
            {s.name}
          </li>
        ))}
      </ul>
    </ChartFrame>
  );
}
