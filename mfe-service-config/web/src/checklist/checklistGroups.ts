import type { ChecklistItem, ChecklistService } from './checklistOperations';

const TYPE_LABELS: Record<string, string> = { trigger: 'Trigger', query: 'Query', action: 'Action' };

export interface ChecklistGroup {
  /** `{step_type}:{step_module_name}` */
  id: string;
  /** e.g. 'Trigger: New journal entry' */
  label: string;
  /** Items still counted, in the server's order (satisfied or not). */
  open: ChecklistItem[];
  skipped: ChecklistItem[];
}

export const itemId = (item: Pick<ChecklistItem, 'step_type' | 'step_module_name' | 'key'>) =>
  `${item.step_type}:${item.step_module_name}:${item.key}`;

/** Step names by `{type}:{module_name}` (a trigger by its slug, or its id when it is a feed). */
function stepNames(service: Pick<ChecklistService, 'triggers' | 'queries' | 'actions'>) {
  return new Map<string, string>([
    ...service.triggers.map((t): [string, string] => [`trigger:${t.slug ?? t.id}`, t.name]),
    ...service.queries.map((q): [string, string] => [`query:${q.module_name}`, q.name]),
    ...service.actions.map((a): [string, string] => [`action:${a.slug}`, a.name]),
  ]);
}

/** The items grouped by step, in the order the server lists them, each group split into open and skipped. */
export function checklistGroups(service: ChecklistService): ChecklistGroup[] {
  const names = stepNames(service);
  const groups = new Map<string, ChecklistGroup>();
  for (const item of service.checklist) {
    const id = `${item.step_type}:${item.step_module_name}`;
    let group = groups.get(id);
    if (!group) {
      const type = TYPE_LABELS[item.step_type] ?? item.step_type;
      group = { id, label: `${type}: ${names.get(id) ?? item.step_module_name}`, open: [], skipped: [] };
      groups.set(id, group);
    }
    (item.skipped ? group.skipped : group.open).push(item);
  }
  return [...groups.values()];
}

/** '3 of 7 done, 1 skipped': skipped items count as neither done nor to do. */
export function checklistSummary(items: readonly ChecklistItem[]): string {
  const counted = items.filter((i) => !i.skipped);
  const skipped = items.length - counted.length;
  const done = counted.filter((i) => i.satisfied).length;
  return `${done} of ${counted.length} done${skipped ? `, ${skipped} skipped` : ''}`;
}
