import { linkClick } from '@switchyard/client';
import type { Donut, DonutSlice } from '@switchyard/observability-common';
import { arc, pie, type PieArcDatum } from 'd3-shape';
import { servicePath } from './analyticsMessages';

/** Colours for services without a brand colour, in turn. */
const FALLBACK_COLOURS = ['#4c6ef5', '#12b886', '#fab005', '#e64980', '#7950f2', '#15aabf', '#fd7e14'];
const OUTER = 120;
const INNER = 72;
const ICON = 22;

interface Piece {
  key: string;
  share: number;
  slice: DonutSlice | null;
}

/**
 * The donut of the services a service works with (spec/connections.md#9-business-constants-and-limits): a slice per service above
 * 1%, each a link to `/services/{module_name}` named like 'Daybook 42%' (focusable, Enter follows
 * it), its icon drawn when above 8%; the services of 1% or less share one grey arc, 'Other
 * services', which links nowhere. This module brings d3-shape: the page loads it as a chunk of its own.
 */
export function AnalyticsDonutChart({ donut, name }: { donut: Donut; name: string }) {
  const pieces: Piece[] = donut.slices.map((s) => ({ key: s.module_name, share: s.share, slice: s }));
  if (donut.otherShare > 0) pieces.push({ key: '', share: donut.otherShare, slice: null });
  const arcs = pie<Piece>()
    .value((p) => p.share)
    .sort(null)(pieces);
  const shape = arc<PieArcDatum<Piece>>().innerRadius(INNER).outerRadius(OUTER).padAngle(0.008);
  const iconAt = arc<PieArcDatum<Piece>>()
    .innerRadius((INNER + OUTER) / 2)
    .outerRadius((INNER + OUTER) / 2);
  return (
    <figure className="ob-donut">
      <svg
        viewBox={`${-OUTER} ${-OUTER} ${2 * OUTER} ${2 * OUTER}`}
        role="group"
        aria-label={`Services ${name} works with`}
        className="ob-donut__svg"
      >
        {arcs.map((a, i) => {
          const s = a.data.slice;
          if (!s)
            return (
              <path key="other" d={shape(a) ?? ''} className="ob-donut__other">
                <title>{`Other services ${donut.otherPercent}%`}</title>
              </path>
            );
          const [x, y] = iconAt.centroid(a);
          return (
            <a
              key={s.module_name}
              href={servicePath(s.module_name)}
              aria-label={s.label}
              onClick={linkClick}
              className="ob-donut__slice"
            >
              <title>{s.label}</title>
              <path
                d={shape(a) ?? ''}
                fill={s.brand_color ?? FALLBACK_COLOURS[i % FALLBACK_COLOURS.length]}
              />
              {s.showIcon && (
                <g
                  transform={`translate(${x.toFixed(1)},${y.toFixed(1)})`}
                  aria-hidden="true"
                  className="ob-donut__icon"
                >
                  <circle r={ICON / 2 + 3} />
                  {s.image_url ? (
                    <image href={s.image_url} x={-ICON / 2} y={-ICON / 2} width={ICON} height={ICON} />
                  ) : (
                    <text textAnchor="middle" dominantBaseline="central">
                      {s.name.charAt(0)}
                    </text>
                  )}
                </g>
              )}
            </a>
          );
        })}
      </svg>
      {donut.otherShare > 0 && (
        <figcaption className="ob-muted">Other services, 1% or less each: {donut.otherPercent}%</figcaption>
      )}
    </figure>
  );
}
