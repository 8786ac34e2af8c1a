import type { ConnectionEnablementFeature } from '@switchyard/events';
import type { ConnectionView } from '../connections/connectionView';
import type { Enablement } from '../enablements/enablementStore';
import { runSpecOf } from './runSpec';

/** What runs for a user's enablement now, and the features found unable to run (to pause). */
export interface FeatureRuns {
  features: ConnectionEnablementFeature[];
  pauses: { id: string; reason: string }[];
}

/**
 * The features of the enablement that run, each with its spec: on, not paused, of a connection that
 * is published and not archived. A feature whose step left the catalog is to be paused instead; one
 * the connection no longer has runs no more (the re-check drops it).
 */
export function featureRuns(enablement: Enablement, view: ConnectionView | null): FeatureRuns {
  const runs: FeatureRuns = { features: [], pauses: [] };
  if (!enablement.enabled || !view?.published || view.archived) return runs;
  for (const f of enablement.features) {
    if (!f.enabled || f.paused_reason) continue;
    const feature = view.applet_configurations.find((c) => c.name === f.name);
    if (!feature) continue;
    const result = runSpecOf(view, feature, f, {
      enablement_id: enablement.id,
      connection_id: enablement.connection_id,
      user_id: enablement.user_id,
    });
    if ('paused' in result) runs.pauses.push({ id: f.id, reason: result.paused });
    else
      runs.features.push({
        id: f.id,
        name: f.name,
        custom_field_values: f.custom_field_values,
        step_field_values: f.step_field_values,
        spec: result.spec,
      });
  }
  return runs;
}
