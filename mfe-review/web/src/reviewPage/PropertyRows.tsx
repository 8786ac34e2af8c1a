import { isMissingValue, MISSING_VALUE } from '@switchyard/review-common/reviewPage';
import { useState } from 'react';
import { Notes } from './Notes';
import { displayValue, STATUS_LABELS, type ItemStatus, type PropertyDef } from './reviewModel';

/**
 * An item's status; stale rows show no status line (see
 * spec/review-org-diagnostics.md#21-service-review-page).
 */
export function StatusBadge({ status }: { status: ItemStatus }) {
  if (status === 'stale') return null;
  return <span className={`rv-status rv-status--${status}`}>{STATUS_LABELS[status]}</span>;
}

function Missing() {
  return <span className="rv-missing">{MISSING_VALUE}</span>;
}

/** The applet logo; one that fails to load shows 'Missing value' like an empty one. */
function Logo({ src, color }: { src: string; color: unknown }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <Missing />;
  return (
    <img
      className="rv-logo"
      src={src}
      alt="Applet logo"
      width={64}
      height={64}
      style={typeof color === 'string' ? { background: color } : undefined}
      onError={() => setFailed(true)}
    />
  );
}

/** One value as its kind shows it, or 'Missing value' when required and empty (0 is a value). */
export function Value({
  def,
  value,
  context,
}: {
  def: PropertyDef;
  value: unknown;
  context?: Record<string, unknown>;
}) {
  if (isMissingValue(value)) return def.required ? <Missing /> : <span className="rv-muted">—</span>;
  const text = displayValue(def, value);
  switch (def.kind) {
    case 'link':
      return (
        <a href={text} target="_blank" rel="noreferrer noopener">
          {text}
        </a>
      );
    case 'email':
      return <a href={`mailto:${text}`}>{text}</a>;
    case 'color':
      return (
        <span>
          <span className="rv-swatch" style={{ background: text }} aria-hidden="true" /> {text}
        </span>
      );
    case 'image':
      return <Logo src={text} color={context?.brand_color} />;
    default:
      return <span className="rv-value">{text}</span>;
  }
}

/**
 * Rows of service properties: label, value (with what it was before when updated), status and the
 * notes on it.
 */
export function PropertyRows({
  defs,
  values,
  statuses,
  pathOf,
}: {
  defs: PropertyDef[];
  values: Record<string, unknown>;
  statuses: Record<string, { status: ItemStatus; from?: unknown }>;
  pathOf: (key: string) => string;
}) {
  return (
    <dl className="rv-props">
      {defs.map((def) => {
        const state = statuses[def.key] ?? { status: 'stale' as const };
        return (
          <div
            key={def.key}
            className={`rv-prop rv-prop--${state.status}`}
            data-testid={`property-${def.key}`}
          >
            <dt>{def.label}</dt>
            <dd>
              <Value def={def} value={values[def.key]} context={values} />{' '}
              <StatusBadge status={state.status} />
              {state.status === 'updated' && def.kind !== 'secret' && (
                <span className="rv-was">
                  {' '}
                  was{' '}
                  <Value
                    def={{ ...def, required: false, kind: def.kind === 'image' ? 'text' : def.kind }}
                    value={state.from}
                  />
                </span>
              )}
              <Notes path={pathOf(def.key)} label={def.label} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
