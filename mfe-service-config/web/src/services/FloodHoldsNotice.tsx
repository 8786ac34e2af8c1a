import { linkClick } from '@switchyard/client';
import type { TriggerFloodHoldFieldsFragment } from '../gql/graphql';

/** The endpoint test's check of stable ids (the subgraph's endpointTests/checks.ts). */
export const SAME_IDS_CHECK = 'The same items keep their meta.id from one call to the next';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The engine's flood guard, told to the partner (issue 40): the triggers whose applets' runs were
 * held in the last 7 days, how many and when last, and the likely fix. Members only (the engine
 * answers none to anyone else).
 */
export function FloodHoldsNotice({
  moduleName,
  holds,
  triggers,
}: {
  moduleName: string;
  holds: readonly TriggerFloodHoldFieldsFragment[];
  triggers: readonly { slug: string | null; name: string }[];
}) {
  if (holds.length === 0) return null;
  const nameOf = (slug: string) => triggers.find((t) => t.slug === slug)?.name ?? slug;
  return (
    <section className="sc-note sc-note--warning" aria-labelledby="service-flood-title">
      <h2 id="service-flood-title">Runs were held on your triggers</h2>
      <p>
        In the last 7 days, applets got more new items from{' '}
        {holds.length === 1 ? 'this trigger' : 'these triggers'} than an applet runs at once, so the platform
        held the rest until each user ran or discarded them:
      </p>
      <ul>
        {holds.map((h) => (
          <li key={h.trigger_module_name}>
            <strong>{nameOf(h.trigger_module_name)}</strong>: {h.held_runs}{' '}
            {h.held_runs === 1 ? 'run' : 'runs'} held in {h.checks} {h.checks === 1 ? 'check' : 'checks'},
            last on {when(h.last_held_at)}.
          </li>
        ))}
      </ul>
      <p>
        The usual cause is a trigger that gives the same item a new <code>meta.id</code> on every request.
        Give each item a stable id. The{' '}
        <a href={`/services/${encodeURIComponent(moduleName)}/endpoint_tests`} onClick={linkClick}>
          endpoint tests
        </a>{' '}
        check it: &ldquo;{SAME_IDS_CHECK}&rdquo;.
      </p>
    </section>
  );
}
