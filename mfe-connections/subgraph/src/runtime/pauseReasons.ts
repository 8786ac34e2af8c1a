/**
 * Why an enabled feature does not run (ConnectionEnablementFeature.paused_reason), when this domain
 * decides it (mfe-connections/README.md, "Enabling a connection (issue 36)"). The engine's own
 * reasons come with its connection.feature_paused event.
 */

/** The connection changed and the user's saved settings no longer pass its rules. */
export const needsAttention = (message: string, label: string) =>
  `Needs your attention: ${message} (${label})`;

/** A step of the feature is no longer in its service's catalog (removed, or the service deleted). */
export const stepUnavailable = (service: string, step: string) =>
  `Paused: ${service} no longer offers "${step}"`;
