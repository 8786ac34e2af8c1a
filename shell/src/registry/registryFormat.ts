import type { Actor, HistoryEntry } from './registryTypes';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Nov 28, 2026, 1:12 PM' in the browser's time zone; an unreadable date as given. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : when.format(date);
}

/** 'stella', 'token org-ci', 'platform build'. */
export function actorLabel(actor: Actor): string {
  return actor.kind === 'token' ? `token ${actor.name}` : actor.name;
}

/** 512 B, 84.2 KB, 1.3 MB (1 KB = 1000 B, as the size check counts). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What a history entry did, in words: 'Canary at 25 %', 'Rolled back', … */
export function actionLabel(entry: Pick<HistoryEntry, 'action' | 'percent'>): string {
  switch (entry.action) {
    case 'publish':
      return 'Published';
    case 'build':
      return 'Built by the platform';
    case 'switch':
      return 'Made live';
    case 'rollback':
      return 'Rolled back';
    case 'canary':
      return entry.percent === null ? 'Canary' : `Canary at ${entry.percent} %`;
    case 'promote':
      return 'Canary promoted';
    case 'abort':
      return 'Canary aborted';
    default:
      return entry.action;
  }
}
