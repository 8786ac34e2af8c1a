import { getCsrfToken, restJson, RestError } from '@switchyard/client';
import type { UserError } from '../services/serviceOperations';
import type { ActionFieldPayload, TriggerFieldPayload, TriggerIngredientPayload } from './fieldRules';
import type { ActionFieldData, TriggerFieldData, TriggerIngredientData } from './operations';

/**
 * The REST writes of trigger fields, action fields and trigger ingredients (see spec/service-config.md#rest).
 * A 422 answers its errors as data (attribute/message pairs, e.g. 'slug has already been taken', or 'base'
 * for a published service); anything else (401, 404, network) is thrown as it came.
 */
export const REST_ACCEPT = 'text/javascript, application/json';

export interface SaveAnswer<T> {
  /** The saved row; null when the server refused. */
  item: T | null;
  errors: UserError[];
}

type Method = 'POST' | 'PUT' | 'DELETE';
type Body = Record<string, unknown>;

const seg = encodeURIComponent;
const servicePath = (moduleName: string) => `/services/${seg(moduleName)}`;

export const triggerFieldsPath = (moduleName: string, triggerId: string, fieldSlug?: string) =>
  `${servicePath(moduleName)}/triggers/${seg(triggerId)}/trigger_fields${fieldSlug ? `/${seg(fieldSlug)}` : ''}`;
export const actionFieldsPath = (moduleName: string, actionId: string, fieldSlug?: string) =>
  `${servicePath(moduleName)}/actions/${seg(actionId)}/action_fields${fieldSlug ? `/${seg(fieldSlug)}` : ''}`;
export const triggerIngredientsPath = (moduleName: string, triggerId: string, ingredientSlug?: string) =>
  `${servicePath(moduleName)}/triggers/${seg(triggerId)}/ingredients${ingredientSlug ? `/${seg(ingredientSlug)}` : ''}`;

/** Sends the JSON body with the anti-forgery token; a 422's errors come back, other failures throw. */
async function send(
  method: Method,
  path: string,
  body: Body = {},
): Promise<{ answer: Body; errors: UserError[] }> {
  try {
    const answer = await restJson<Body | null>(path, {
      method,
      json: { authenticity_token: getCsrfToken(), ...body },
      headers: { Accept: REST_ACCEPT },
    });
    const errors = Array.isArray(answer?.errors) ? (answer.errors as UserError[]) : [];
    return { answer: answer ?? {}, errors };
  } catch (err) {
    if (err instanceof RestError && err.status === 422) {
      return {
        answer: {},
        errors: err.errors.length ? err.errors : [{ attribute: 'base', message: err.message }],
      };
    }
    throw err;
  }
}

async function save<T>(method: Method, path: string, key: string, payload: object): Promise<SaveAnswer<T>> {
  const { answer, errors } = await send(method, path, { [key]: payload });
  if (errors.length) return { item: null, errors };
  const item = answer[key] as T | undefined;
  if (!item) throw new Error(`The answer has no ${key}.`);
  return { item, errors: [] };
}

async function remove(path: string): Promise<UserError[]> {
  return (await send('DELETE', path)).errors;
}

export const TRIGGER_FIELD_KEY = 'partner_trigger_field';
export const ACTION_FIELD_KEY = 'partners_action_field';
export const TRIGGER_INGREDIENT_KEY = 'partner_trigger_ingredient';

export const createTriggerField = (moduleName: string, triggerId: string, payload: TriggerFieldPayload) =>
  save<TriggerFieldData>('POST', triggerFieldsPath(moduleName, triggerId), TRIGGER_FIELD_KEY, payload);

/** `fieldSlug` is the saved key: the payload may change it. */
export const updateTriggerField = (
  moduleName: string,
  triggerId: string,
  fieldSlug: string,
  payload: TriggerFieldPayload,
) =>
  save<TriggerFieldData>(
    'PUT',
    triggerFieldsPath(moduleName, triggerId, fieldSlug),
    TRIGGER_FIELD_KEY,
    payload,
  );

export const deleteTriggerField = (moduleName: string, triggerId: string, fieldSlug: string) =>
  remove(triggerFieldsPath(moduleName, triggerId, fieldSlug));

export const createActionField = (moduleName: string, actionId: string, payload: ActionFieldPayload) =>
  save<ActionFieldData>('POST', actionFieldsPath(moduleName, actionId), ACTION_FIELD_KEY, payload);

export const updateActionField = (
  moduleName: string,
  actionId: string,
  fieldSlug: string,
  payload: ActionFieldPayload,
) =>
  save<ActionFieldData>('PUT', actionFieldsPath(moduleName, actionId, fieldSlug), ACTION_FIELD_KEY, payload);

export const deleteActionField = (moduleName: string, actionId: string, fieldSlug: string) =>
  remove(actionFieldsPath(moduleName, actionId, fieldSlug));

export const createTriggerIngredient = (
  moduleName: string,
  triggerId: string,
  payload: TriggerIngredientPayload,
) =>
  save<TriggerIngredientData>(
    'POST',
    triggerIngredientsPath(moduleName, triggerId),
    TRIGGER_INGREDIENT_KEY,
    payload,
  );

export const updateTriggerIngredient = (
  moduleName: string,
  triggerId: string,
  ingredientSlug: string,
  payload: TriggerIngredientPayload,
) =>
  save<TriggerIngredientData>(
    'PUT',
    triggerIngredientsPath(moduleName, triggerId, ingredientSlug),
    TRIGGER_INGREDIENT_KEY,
    payload,
  );

export const deleteTriggerIngredient = (moduleName: string, triggerId: string, ingredientSlug: string) =>
  remove(triggerIngredientsPath(moduleName, triggerId, ingredientSlug));

/** Whether a thrown write failed because the session is gone. */
export const isSignedOut = (err: unknown) => err instanceof RestError && err.status === 401;
