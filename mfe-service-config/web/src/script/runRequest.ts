import {
  BODY_NOT_JSON,
  BODY_NOT_OBJECT,
  DEFAULT_STEP_BODY,
} from '@switchyard/service-config-common/rules/stepTest';

/** "Script" in spec/service-config.md#8-error-catalogue, word for word. */
export const SCRIPT_MESSAGES = {
  updated: 'Script updated!',
  updateFailed: 'Script not updated! Please try again later.',
} as const;

export { BODY_NOT_JSON };

/**
 * The Request body the panel starts with: empty fields and limit 1 (see "Default test body" in
 * spec/service-config.md#graphql-single-endpoint-path-not-shown), pretty-printed.
 */
export const DEFAULT_BODY_TEXT = JSON.stringify(DEFAULT_STEP_BODY, null, 2);

/**
 * The Request body as sent, or why it cannot be (see spec/service-config.md#5-validation-rules: it must be
 * valid JSON; the server wants an object).
 */
export function parseRequestBody(
  text: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: BODY_NOT_JSON };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: `Request body ${BODY_NOT_OBJECT}.` };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/** A run's outcome as the panel shows it: 2-space JSON. */
export const prettyJson = (value: unknown) => JSON.stringify(value, null, 2);
