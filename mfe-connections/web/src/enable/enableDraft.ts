import type { EnableForm, FeatureForm } from './enableState';

/**
 * The form kept for the trip to a partner's consent page (connecting a service leaves the page): put
 * in sessionStorage just before, read back once on return. Only the features the connection still
 * has, with the fields each still has, are taken back.
 */
const key = (connectionId: string) => `sy-enable-draft:${connectionId}`;

export function keepDraft(connectionId: string, form: EnableForm) {
  try {
    sessionStorage.setItem(key(connectionId), JSON.stringify(form));
  } catch {
    // Storage full or refused: the page opens with the saved settings instead.
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function sameShape(base: FeatureForm, kept: unknown): FeatureForm {
  if (!isRecord(kept)) return base;
  const custom = isRecord(kept.custom) ? kept.custom : {};
  const steps = isRecord(kept.steps) ? kept.steps : {};
  return {
    enabled: typeof kept.enabled === 'boolean' ? kept.enabled || base.enabled : base.enabled,
    custom: Object.fromEntries(
      Object.entries(base.custom).map(([k, v]) => {
        const c = custom[k];
        const ok = Array.isArray(v)
          ? Array.isArray(c) && c.every((x) => typeof x === 'string')
          : typeof c === 'string';
        return [k, ok ? (c as string | string[]) : v];
      }),
    ),
    steps: Object.fromEntries(
      Object.entries(base.steps).map(([stepKey, fields]) => {
        const s = isRecord(steps[stepKey]) ? steps[stepKey] : {};
        return [
          stepKey,
          Object.fromEntries(
            Object.entries(fields).map(([f, v]) => [f, typeof s[f] === 'string' ? (s[f] as string) : v]),
          ),
        ];
      }),
    ),
  };
}

/** The kept form laid over `base` (and forgotten), or `base` when none was kept. */
export function takeDraft(connectionId: string, base: EnableForm): EnableForm {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(key(connectionId));
    sessionStorage.removeItem(key(connectionId));
  } catch {
    return base;
  }
  if (!raw) return base;
  let kept: unknown;
  try {
    kept = JSON.parse(raw);
  } catch {
    return base;
  }
  if (!isRecord(kept)) return base;
  return Object.fromEntries(Object.entries(base).map(([name, f]) => [name, sameShape(f, kept[name])]));
}
