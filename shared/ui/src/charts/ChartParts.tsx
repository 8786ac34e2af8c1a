import { useState, type ReactNode, type RefObject } from 'react';
import { EmptyState } from '../EmptyState';
import { CHART_HEIGHT, NO_DATA_LABEL } from './chartData';

/** Room around the plot for the axes' labels. */
export const MARGIN = { top: 12, right: 12, bottom: 28, left: 48 };

/** The figure every chart is: its title, the drawing (or the empty state) and its table alternative. */
export function ChartFrame({
  title,
  plotRef,
  isEmpty,
  emptyText = NO_DATA_LABEL,
  children,
  table,
}: {
  title: string;
  plotRef: RefObject<HTMLDivElement | null>;
  isEmpty: boolean;
  emptyText?: string;
  children: ReactNode;
  table: ReactNode;
}) {
  return (
    <figure className="sy-chart">
      <figcaption className="sy-chart__title">{title}</figcaption>
      <div ref={plotRef} className="sy-chart__plot" style={{ minHeight: CHART_HEIGHT }}>
        {isEmpty ? <EmptyState title={emptyText} /> : children}
      </div>
      {!isEmpty && table}
    </figure>
  );
}

/** Which point the tooltip is about: the one hovered, else the one focused. */
export function useActivePoint() {
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  return {
    active: hovered ?? focused,
    handlersFor: (index: number) => ({
      tabIndex: 0,
      onMouseEnter: () => setHovered(index),
      onMouseLeave: () => setHovered(null),
      onFocus: () => setFocused(index),
      onBlur: () => setFocused(null),
    }),
  };
}

/** The tooltip of the active point, placed above it (x in px from the plot's left). */
export function ChartTooltip({ x, width, lines }: { x: number; width: number; lines: string[] }) {
  // Kept inside the plot: anchored by its right edge on the chart's right half.
  const onRight = x > width / 2;
  return (
    <div
      role="tooltip"
      className="sy-chart__tooltip"
      style={onRight ? { right: width - x, top: MARGIN.top } : { left: x, top: MARGIN.top }}
    >
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </div>
  );
}

/** The same numbers as the drawing, for screen readers (and anyone copying them). */
export function ChartTable({ title, columns, rows }: { title: string; columns: string[]; rows: string[][] }) {
  // Hidden by a wrapper: a table grows to fit its rows whatever height it is given, so a hidden
  // table of 50 rows would still make the page that much longer.
  return (
    <div className="sy-visually-hidden">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([head, ...cells], i) => (
            <tr key={i}>
              <th scope="row">{head}</th>
              {cells.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A vertical axis: ticks of a linear scale, with grid lines across the plot. */
export function YAxis({
  ticks,
  y,
  plotWidth,
  format,
}: {
  ticks: number[];
  y(value: number): number;
  plotWidth: number;
  format(value: number): string;
}) {
  return (
    <g className="sy-chart__axis" aria-hidden="true">
      {ticks.map((tick) => (
        <g key={tick} transform={`translate(${MARGIN.left},${y(tick)})`}>
          <line className="sy-chart__grid" x2={plotWidth} />
          <text x={-6} dy="0.32em" textAnchor="end">
            {format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The room (px) a time label takes beside the next one, e.g. 'Nov 27, 07:00 AM' at the axes' 11 px. */
const TIME_LABEL_ROOM = 110;

/**
 * A horizontal axis from the plot's left to `right` (px): about `count` of the labels, evenly
 * picked, and fewer where they would not fit side by side (a narrow chart).
 */
export function XAxis({
  labels,
  top,
  right,
  count = 5,
}: {
  labels: { x: number; text: string }[];
  top: number;
  right: number;
  count?: number;
}) {
  const fit = Math.max(1, Math.floor((right - MARGIN.left) / TIME_LABEL_ROOM));
  const step = Math.max(1, Math.ceil(labels.length / Math.min(count, fit)));
  return (
    <g className="sy-chart__axis" aria-hidden="true" transform={`translate(0,${top})`}>
      <line className="sy-chart__domain" x1={MARGIN.left} x2={right} />
      {labels
        .filter((_, i) => i % step === 0)
        .map(({ x, text }) => (
          <text key={`${x}-${text}`} x={x} dy="1.2em" textAnchor="middle">
            {text}
          </text>
        ))}
    </g>
  );
}
