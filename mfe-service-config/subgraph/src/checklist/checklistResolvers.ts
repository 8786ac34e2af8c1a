import { notFound, requireViewer, type DomainDeps, type RequestContext } from '@switchyard/server-kit';
import { CHECKLIST_STEP_TYPES } from '@switchyard/service-config-common/checklist';
import type { FieldError } from '@switchyard/service-config-common/fieldError';
import { isMember, memberService } from '../access';
import { withGraphQLErrors } from '../resolvers/graphqlErrors';
import type { ServiceRow } from '../services/serviceStore';
import { setSkipped } from './checklistStore';
import { serviceChecklist, type ChecklistItemRow } from './serviceChecklist';

export interface SkipChecklistItemInput {
  key: string;
  channel_module_name: string;
  step_module_name: string;
  step_type: string;
  enabled: boolean;
}

export const CHECKLIST_MESSAGES = {
  notFound: 'Service not found.',
  stepType: 'is not included in the list',
  step: (type: string) => `is not a ${type} of this service`,
  key: 'is not a checklist item of this step',
} as const;

/** What is wrong with the item the input names, given the service's checklist; [] when it names one. */
function itemProblems(input: SkipChecklistItemInput, checklist: ChecklistItemRow[]): FieldError[] {
  if (!(CHECKLIST_STEP_TYPES as readonly string[]).includes(input.step_type))
    return [{ attribute: 'step_type', message: CHECKLIST_MESSAGES.stepType }];
  const ofStep = checklist.filter(
    (i) => i.step_type === input.step_type && i.step_module_name === input.step_module_name,
  );
  if (ofStep.length === 0)
    return [{ attribute: 'step_module_name', message: CHECKLIST_MESSAGES.step(input.step_type) }];
  if (!ofStep.some((i) => i.key === input.key))
    return [{ attribute: 'key', message: CHECKLIST_MESSAGES.key }];
  return [];
}

/**
 * Service.checklist and skipChecklistItem (spec/connections.md#7-the-calls-it-makes): members of the
 * owning organization only; a skip is the partner's note to the review team, not configuration, so it is
 * allowed on published services too and announces nothing.
 */
export function checklistResolvers({ db }: DomainDeps) {
  return {
    Service: {
      async checklist(s: ServiceRow, _: unknown, ctx: RequestContext) {
        return (await isMember(ctx, s.organization_id)) ? serviceChecklist(db, s) : [];
      },
    },
    Mutation: {
      skipChecklistItem: withGraphQLErrors(
        async (_: unknown, { input }: { input: SkipChecklistItemInput }, ctx: RequestContext) => {
          const viewer = requireViewer(ctx);
          const service = await memberService(db, input.channel_module_name, ctx);
          if (!service) throw notFound(CHECKLIST_MESSAGES.notFound);
          const errors = itemProblems(input, await serviceChecklist(db, service));
          if (errors.length) return { item: null, errors };
          await setSkipped(db, service.id, input, !input.enabled, viewer.id);
          const item = (await serviceChecklist(db, service)).find(
            (i) =>
              i.step_type === input.step_type &&
              i.step_module_name === input.step_module_name &&
              i.key === input.key,
          );
          return { item, errors: [] };
        },
      ),
    },
  };
}
