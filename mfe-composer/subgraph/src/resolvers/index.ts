import { fieldDefinition } from '@switchyard/composer-common/fieldDefinitions';
import { fromStencil, tokensOf } from '@switchyard/composer-common/ingredients';
import { perRequest, type DomainDeps, type RequestContext } from '@switchyard/server-kit';
import { needsUserConnection } from '@switchyard/server-kit/partner-client';
import { appletUrl, canSee } from '../applets/appletVisibility';
import { stepKeyOf } from '../applets/userFieldValues';
import { allTags, appletIdsOf, loadApplets, othersHave, usesOf } from '../applets/appletStore';
import { channelsById, channelsFor, stepsOf, type CatalogStep } from '../catalog';
import { reactivationMessage, reactivationsOf } from '../connections/authenticationChange';
import { connectionsOf } from '../connections/connectionStore';
import { serviceApplets } from '../pins/serviceApplets';
import type { Resolvers } from '../generated/resolverTypes';
import { defaultsOfTrigger } from '../triggerDefaults';
import type { ComposerChannelMapper } from './mappers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createResolvers({ db }: DomainDeps): Resolvers {
  const stepsOfKind =
    (kind: 'trigger' | 'query' | 'action') => (c: { module_name: string; steps: CatalogStep[] }) =>
      c.steps.filter((s) => s.kind === kind).map((s) => ({ ...s, channel_module_name: c.module_name }));

  /** The channels (with steps) a viewer may build with, of these module names (null: all). */
  async function visibleChannels(
    ctx: RequestContext,
    moduleNames: string[] | null,
  ): Promise<ComposerChannelMapper[]> {
    if (!ctx.viewer) return [];
    const organizations = Object.keys(await ctx.memberships());
    const channels = await channelsFor(db, moduleNames, organizations);
    const steps = await stepsOf(
      db,
      channels.map((c) => c.service_id),
    );
    return channels.map((c) => ({ ...c, steps: steps.filter((s) => s.service_id === c.service_id) }));
  }

  // One catalog read per request for all the steps of the applets it shows.
  const channelReads = perRequest<RequestContext, Map<string, Promise<ComposerChannelMapper | null>>>(
    () => new Map(),
  );
  function channelOf(ctx: RequestContext, moduleName: string) {
    const reads = channelReads(ctx);
    let read = reads.get(moduleName);
    if (!read) {
      read = visibleChannels(ctx, [moduleName]).then((c) => c[0] ?? null);
      reads.set(moduleName, read);
    }
    return read;
  }

  // The viewer's connected services, read once per request.
  const connectionReads = perRequest<RequestContext, { read?: Promise<Set<string>> }>(() => ({}));
  function connectedServices(ctx: RequestContext) {
    const cached = connectionReads(ctx);
    return (cached.read ??= connectionsOf(db, ctx.viewer!.id).then(
      (list) => new Set(list.map((c) => c.service_id)),
    ));
  }

  async function appletsFor(ctx: RequestContext, ids: string[]) {
    const viewer = ctx.viewer;
    if (!viewer) return [];
    const applets = await loadApplets(db, ids);
    const uses = await usesOf(
      db,
      viewer.id,
      applets.map((a) => a.id),
    );
    return applets
      .map((a) => ({ ...a, use: uses.get(a.id) ?? null }))
      .filter((a) => canSee(a, viewer.id, a.use));
  }

  return {
    Query: {
      composerChannels: (_parent, args, ctx) =>
        visibleChannels(ctx, args.module_names ? args.module_names.slice(0, 100) : null),
      async applet(_parent, { id }, ctx) {
        if (!UUID.test(id)) return null;
        return (await appletsFor(ctx, [id]))[0] ?? null;
      },
      async myApplets(_parent, _args, ctx) {
        if (!ctx.viewer) return [];
        return appletsFor(ctx, await appletIdsOf(db, ctx.viewer.id));
      },
      appletTags: () => allTags(db),
      async composerActionDefaults(_parent, args, ctx) {
        const split = (full: string) => {
          const [service, step] = full.split('.');
          return service && step ? { service, step } : null;
        };
        const trigger = split(args.trigger);
        const actions = args.actions.slice(0, 20).map(split);
        if (!trigger || !ctx.viewer) return [];
        const names = [...new Set([trigger.service, ...actions.flatMap((a) => (a ? [a.service] : []))])];
        const channels = await visibleChannels(ctx, names);
        const channel = (name: string) => channels.find((c) => c.module_name === name);
        const triggerChannel = channel(trigger.service);
        const triggerStep = triggerChannel?.steps.find(
          (s) => s.kind === 'trigger' && s.module_name === trigger.step,
        );
        if (!triggerChannel || !triggerStep) return [];
        const defaults = await defaultsOfTrigger(db, triggerChannel.service_id, triggerStep.module_name);
        const source = {
          channel_module_name: trigger.service,
          module_name: trigger.step,
          ingredients: triggerStep.ingredients.map((i) => ({
            name: String(i.name ?? ''),
            slug: String(i.key ?? ''),
          })),
        };
        return actions.flatMap((a) => {
          const step =
            a && channel(a.service)?.steps.find((s) => s.kind === 'action' && s.module_name === a.step);
          if (!a || !step) return [];
          const fields = step.fields
            .map((f) => fieldDefinition('action', f))
            .filter(
              (f) =>
                f.can_have_default &&
                f.field_ui_type === 'TEXT_FIELD' &&
                f.content_type &&
                defaults[f.content_type],
            )
            .map((f) => ({
              name: f.name,
              custom_label: null,
              hidden: false,
              default_value: fromStencil(defaults[f.content_type!], source),
            }));
          return [{ action: `${a.service}.${a.step}`, fields }];
        });
      },
      async myServices(_parent, _args, ctx) {
        if (!ctx.viewer) return [];
        const connections = await connectionsOf(db, ctx.viewer.id);
        const channels = await channelsById(
          db,
          connections.map((c) => c.service_id),
        );
        return connections.flatMap((c) => {
          const service = channels.get(c.service_id);
          return service
            ? [{ service: { ...service, steps: [] }, kind: c.kind, created_at: c.created_at }]
            : [];
        });
      },
      async myReactivations(_parent, _args, ctx) {
        if (!ctx.viewer) return [];
        const asked = await reactivationsOf(db, ctx.viewer.id);
        const channels = await channelsById(
          db,
          asked.map((r) => r.service_id),
        );
        return asked.flatMap((r) => {
          const service = channels.get(r.service_id);
          return service ? [{ service: { ...service, steps: [] }, changed_at: r.changed_at }] : [];
        });
      },
      async serviceApplets(_parent, { module_name }, ctx) {
        if (!ctx.viewer) return [];
        const [service] = await channelsFor(db, [module_name], Object.keys(await ctx.memberships()));
        return service ? serviceApplets(db, service.service_id) : [];
      },
    },
    ServiceReactivation: {
      message: (r) => reactivationMessage(r.service.name),
      changed_at: (r) => new Date(r.changed_at).toISOString(),
    },
    ServiceConnection: {
      connected_at: (c) => new Date(c.created_at).toISOString(),
    },
    ComposerChannel: {
      id: (c) => c.service_id,
      needs_connection: (c) => needsUserConnection(c.authentication_type),
      async connected(c, _args, ctx) {
        if (!ctx.viewer) return false;
        return (await connectedServices(ctx)).has(c.service_id);
      },
      trigger_count: (c) => c.steps.filter((s) => s.kind === 'trigger').length,
      query_count: (c) => c.steps.filter((s) => s.kind === 'query').length,
      action_count: (c) => c.steps.filter((s) => s.kind === 'action').length,
      triggers: stepsOfKind('trigger'),
      queries: stepsOfKind('query'),
      actions: stepsOfKind('action'),
    },
    ComposerStep: {
      id: (s) => s.step_id,
      full_module_name: (s) => `${s.channel_module_name}.${s.module_name}`,
      fields: (s) => s.fields.map((f) => fieldDefinition(s.kind, f)),
      ingredients: (s) =>
        tokensOf({
          channel_module_name: s.channel_module_name,
          module_name: s.module_name,
          ingredients: s.ingredients.map((i) => ({ name: String(i.name ?? ''), slug: String(i.key ?? '') })),
        }).map((t, n) => ({
          ...t,
          example: typeof s.ingredients[n].example === 'string' ? (s.ingredients[n].example as string) : null,
          value_type: String(s.ingredients[n].value_type ?? 'string'),
        })),
    },
    ComposerIngredient: {
      name: (i) => i.label,
      normalized_name: (i) => i.path,
    },
    Applet: {
      async __resolveReference({ id }, ctx) {
        if (!UUID.test(id)) return null;
        return (await appletsFor(ctx, [id]))[0] ?? null;
      },
      published: (a) => a.status === 'published',
      archived: (a) => a.status === 'archived',
      tags: (a) => a.tags,
      applet_trigger: (a) => a.steps.find((s) => s.kind === 'trigger')!,
      applet_queries: (a) => a.steps.filter((s) => s.kind === 'query'),
      applet_actions: (a) => a.steps.filter((s) => s.kind === 'action'),
      owned: (a, _args, ctx) => a.owner_id === ctx.viewer?.id,
      others_have: async (a, _args, ctx) => a.owner_id === ctx.viewer?.id && (await othersHave(db, a.id)),
      enabled: (a) => a.use?.enabled ?? false,
      disabled_reason: (a) => a.use?.disabled_reason ?? null,
      my_field_values_json: (a) => JSON.stringify(a.use?.field_values ?? {}),
      url: (a) => appletUrl(a),
      async preview_access_missing(a, _args, ctx) {
        const names = [...new Set(a.steps.map((s) => s.channel_module_name))];
        const channels = await Promise.all(names.map((n) => channelOf(ctx, n)));
        return channels.some((c) => c === null);
      },
      created_at: (a) => new Date(a.created_at).toISOString(),
      updated_at: (a) => new Date(a.updated_at).toISOString(),
    },
    AppletStep: {
      key: (s) => stepKeyOf(s),
      full_module_name: (s) => `${s.channel_module_name}.${s.module_name}`,
      channel: (s, _args, ctx) => channelOf(ctx, s.channel_module_name),
      async definition(s, _args, ctx) {
        const channel = await channelOf(ctx, s.channel_module_name);
        const step = channel?.steps.find((c) => c.step_id === s.step_id);
        return step ? { ...step, channel_module_name: s.channel_module_name } : null;
      },
    },
    AppletField: {
      default_value_json: (f) => (f.default_value === undefined ? null : JSON.stringify(f.default_value)),
    },
  };
}
