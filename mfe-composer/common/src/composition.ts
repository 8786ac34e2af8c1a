/**
 * How an applet's steps fit together (see spec/composer-and-header.md#composer): when it is complete, which
 * actions an incompatible trigger removes, what is offered in a picker, and the primary service.
 */

/** A step as chosen in the composer: its service and its module (either may still be missing). */
export interface StepChoice {
  channel_module_name: string | null;
  module_name: string | null;
}

export interface AppletSteps {
  trigger: StepChoice | null;
  queries: StepChoice[];
  actions: StepChoice[];
}

const chosen = (s: StepChoice | null) => Boolean(s?.channel_module_name && s.module_name);

/** Saving needs a trigger, at least one action, and service and module on every query and action. */
export function isComplete(a: AppletSteps): boolean {
  return chosen(a.trigger) && a.actions.length > 0 && a.actions.every(chosen) && a.queries.every(chosen);
}

/** The services an applet uses (trigger, queries, actions), each once. */
export function usedServices(a: AppletSteps): string[] {
  return [
    ...new Set(
      [a.trigger, ...a.queries, ...a.actions].flatMap((s) =>
        s?.channel_module_name ? [s.channel_module_name] : [],
      ),
    ),
  ];
}

/** A step's denylist or allowlist of the services on the other side of an applet (module names). */
export interface StepPermission {
  list_type: string;
  channels: readonly string[];
}

/** Whether a permission lets its step combine with a service (no permission: every service). */
export function permits(p: StepPermission | null | undefined, service: string): boolean {
  if (!p || p.list_type === 'none') return true;
  return p.list_type === 'allowlist' ? p.channels.includes(service) : !p.channels.includes(service);
}

export interface TriggerInfo {
  channel_module_name: string;
  full_module_name: string;
  name: string;
  permission?: StepPermission | null;
}

export interface ActionInfo {
  channel_module_name: string;
  full_module_name: string;
  /** The action's service name, as the removal message names it. */
  service_name: string;
  /** Full module names of the triggers this action does not work with. */
  incompatible_triggers: readonly string[];
  permission?: StepPermission | null;
}

/** Service module name → the service module names it does not work with. */
export type IncompatibleChannels = ReadonlyMap<string, readonly string[]>;

export const incompatibleRemoved = (actionService: string, trigger: string) =>
  `${actionService} was removed because it is not compatible with ${trigger}.`;

/**
 * Whether an action works with a trigger: neither the action's service nor the action rules the
 * trigger out, and neither step's permission (service-config's denylist or allowlist) rules out the
 * other's service.
 */
export function isCompatible(
  action: ActionInfo,
  trigger: TriggerInfo,
  services: IncompatibleChannels = new Map(),
): boolean {
  if ((services.get(action.channel_module_name) ?? []).includes(trigger.channel_module_name)) return false;
  if (action.incompatible_triggers.includes(trigger.full_module_name)) return false;
  return (
    permits(trigger.permission, action.channel_module_name) &&
    permits(action.permission, trigger.channel_module_name)
  );
}

/** The actions kept under a trigger, and a message for each one removed. */
export function dropIncompatibleActions<A extends ActionInfo>(
  trigger: TriggerInfo | null,
  actions: readonly A[],
  services: IncompatibleChannels = new Map(),
): { kept: A[]; messages: string[] } {
  if (!trigger) return { kept: [...actions], messages: [] };
  const kept: A[] = [];
  const messages: string[] = [];
  for (const action of actions) {
    if (isCompatible(action, trigger, services)) kept.push(action);
    else messages.push(incompatibleRemoved(action.service_name, trigger.name));
  }
  return { kept, messages };
}

/** A picker's options: not one already used in this applet for the same service. */
export function notYetUsed<D extends { module_name: string }>(
  definitions: readonly D[],
  service: string,
  used: readonly StepChoice[],
): D[] {
  const taken = new Set(used.filter((u) => u.channel_module_name === service).map((u) => u.module_name));
  return definitions.filter((d) => !taken.has(d.module_name));
}

export const PRIMARY_NOT_USED = 'must be one of the services the applet uses';
export const PRIMARY_MAKERS_ONLY = 'can be chosen by makers only';

/**
 * The primary service shown on the applet card: makers only (null otherwise); it defaults to the
 * trigger's service and is cleared when the chosen one is no longer used.
 */
export function primaryService(opts: {
  maker: boolean;
  chosen: string | null;
  steps: AppletSteps;
}): string | null {
  if (!opts.maker) return null;
  const used = usedServices(opts.steps);
  if (opts.chosen) return used.includes(opts.chosen) ? opts.chosen : null;
  return opts.steps.trigger?.channel_module_name ?? null;
}

/**
 * The server's check of channel_id (path /channel_id in spec/composer-and-header.md#5-validation-rules)
 * against the services used (ids or module names).
 */
export function checkPrimaryService(
  maker: boolean,
  channelId: string | null,
  used: readonly string[],
): string | null {
  if (channelId === null) return null;
  if (!maker) return PRIMARY_MAKERS_ONLY;
  return used.includes(channelId) ? null : PRIMARY_NOT_USED;
}
