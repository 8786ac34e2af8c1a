import { JSONScalar, type DomainDeps } from '@switchyard/server-kit';
import { channelsFor, stepsOf, type CatalogStep } from '../catalog';
import type { Resolvers } from '../generated/resolverTypes';

export function createResolvers({ db }: DomainDeps): Resolvers {
  const stepsOfKind =
    (kind: 'trigger' | 'query' | 'action') => (c: { module_name: string; steps: CatalogStep[] }) =>
      c.steps.filter((s) => s.kind === kind).map((s) => ({ ...s, channel_module_name: c.module_name }));
  return {
    JSON: JSONScalar,
    Query: {
      async composerChannels(_parent, args, ctx) {
        if (!ctx.viewer) return [];
        const organizations = Object.keys(await ctx.memberships());
        const channels = await channelsFor(db, args.module_names.slice(0, 100), organizations);
        const steps = await stepsOf(
          db,
          channels.map((c) => c.service_id),
        );
        return channels.map((c) => ({ ...c, steps: steps.filter((s) => s.service_id === c.service_id) }));
      },
    },
    ComposerChannel: {
      id: (c) => c.service_id,
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
    },
  };
}
