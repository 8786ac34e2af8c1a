/**
 * When a run's trigger fired (Meta.triggerTime): the item's `meta.timestamp` (Unix seconds), or else
 * when the engine saw it (the run's creation).
 */
export function triggerTimeOf(item: { meta?: { timestamp?: unknown } }, seenAt: Date): Date {
  const seconds = Number(item.meta?.timestamp);
  return seconds ? new Date(seconds * 1000) : seenAt;
}
