import type {
  AppletActivationChanged,
  AppletRunSpec,
  ConnectionEnablementChanged,
  RunStep,
} from '@switchyard/events';
import type { StepKind } from './analyticsCatalog';

/**
 * What one enabled source (a user's enablement of a connection, or a user's applet) adds to the
 * analytics: the services it combines and the steps it uses, each once however many features or
 * steps name it. A disabled source adds nothing.
 */
export interface StepRef {
  service_id: string;
  kind: StepKind;
  module_name: string;
}

export interface Contribution {
  services: string[];
  steps: StepRef[];
}

export const NOTHING: Contribution = { services: [], steps: [] };

const id = (value: string) => value.toLowerCase();

function stepsOfSpec(spec: AppletRunSpec | null | undefined): StepRef[] {
  if (!spec) return [];
  const ref = (kind: StepKind, s: RunStep | null | undefined): StepRef[] =>
    s?.service_id && s.module_name
      ? [{ service_id: id(s.service_id), kind, module_name: s.module_name }]
      : [];
  return [
    ...ref('trigger', spec.trigger),
    ...(spec.queries ?? []).flatMap((s) => ref('query', s)),
    ...(spec.actions ?? []).flatMap((s) => ref('action', s)),
  ];
}

const stepKey = (s: StepRef) => `${s.service_id}|${s.kind}|${s.module_name}`;

/** Services and steps without repeats, in a stable order (so a stored contribution compares equal). */
function contribution(services: readonly string[], steps: readonly StepRef[]): Contribution {
  const byKey = new Map(steps.map((s) => [stepKey(s), s]));
  const all = new Set([...services.map(id), ...steps.map((s) => s.service_id)]);
  return {
    services: [...all].sort(),
    steps: [...byKey.keys()].sort().map((k) => byKey.get(k)!),
  };
}

/** An enablement: the owner service, the connected ones and every feature's steps. */
export function enablementContribution(e: ConnectionEnablementChanged): Contribution {
  if (!e.enabled) return NOTHING;
  return contribution(
    [e.owner_service_id, ...(e.connected_service_ids ?? [])],
    (e.features ?? []).flatMap((f) => stepsOfSpec(f.spec)),
  );
}

/** An applet of a user: the services of its steps, while it is on and the user still has it. */
export function appletContribution(e: AppletActivationChanged): Contribution {
  if (!e.enabled || !e.spec) return NOTHING;
  return contribution([], stepsOfSpec(e.spec));
}

/** A contribution without the steps and services of deleted services. */
export function withoutServices(c: Contribution, gone: ReadonlySet<string>): Contribution {
  if (gone.size === 0) return c;
  return {
    services: c.services.filter((s) => !gone.has(s)),
    steps: c.steps.filter((s) => !gone.has(s.service_id)),
  };
}

/** Changes of the aggregates' counters by key (see analyticsAggregates.ts). */
export interface Deltas {
  /** `service|user` → refcount change. */
  serviceUsers: Map<string, number>;
  /** `service|other` → change. */
  worksWith: Map<string, number>;
  /** `service|kind|module` → change. */
  steps: Map<string, number>;
  /** `service|kind|module|user` → refcount change. */
  stepUsers: Map<string, number>;
}

export const emptyDeltas = (): Deltas => ({
  serviceUsers: new Map(),
  worksWith: new Map(),
  steps: new Map(),
  stepUsers: new Map(),
});

const bump = (map: Map<string, number>, key: string, by: number) => {
  const next = (map.get(key) ?? 0) + by;
  if (next === 0) map.delete(key);
  else map.set(key, next);
};

/** Adds (sign 1) or takes away (sign -1) what a user's source contributes. */
export function addContribution(deltas: Deltas, userId: string, c: Contribution, sign: 1 | -1): void {
  const user = id(userId);
  for (const s of c.services) {
    bump(deltas.serviceUsers, `${s}|${user}`, sign);
    for (const o of c.services) if (o !== s) bump(deltas.worksWith, `${s}|${o}`, sign);
  }
  for (const step of c.steps) {
    bump(deltas.steps, stepKey(step), sign);
    bump(deltas.stepUsers, `${stepKey(step)}|${user}`, sign);
  }
}
