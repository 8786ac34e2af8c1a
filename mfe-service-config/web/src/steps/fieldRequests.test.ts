import { RestError } from '@switchyard/client';
import { answer, CSRF, mockFetch, sent } from './restFixtures.testing';
import {
  createActionField,
  createTriggerField,
  createTriggerIngredient,
  deleteActionField,
  deleteTriggerField,
  deleteTriggerIngredient,
  REST_ACCEPT,
  updateActionField,
  updateTriggerField,
  updateTriggerIngredient,
} from './fieldRequests';
import type { ActionFieldPayload, TriggerFieldPayload, TriggerIngredientPayload } from './fieldRules';

const triggerField: TriggerFieldPayload = {
  name: 'Which city?',
  slug: 'city',
  trigger_field_type: 0,
  helper_text: null,
  shareable: 'true',
  populator_values: [],
  regex_value: null,
  regex_error_message: null,
  module_name: 'acme weather',
  trigger_id: 't-1',
};
const actionField: ActionFieldPayload = {
  name: 'Text',
  slug: 'text',
  action_field_type: 13,
  helper_text: null,
  required: 'false',
  shareable: 'true',
  populator_values: [],
  module_name: 'acme',
  action_id: 'a-1',
};
const ingredient: TriggerIngredientPayload = {
  name: 'CreatedAt',
  slug: 'created_at',
  note: 'When.',
  value_type: 'datetime',
  trigger_id: 't-1',
};

describe('the REST writes', () => {
  it('sends each call to its path with the token, the payload key and the Accept header', async () => {
    const row = { id: 'x' };
    const fetchMock = mockFetch(
      answer(201, { partner_trigger_field: row, errors: [] }),
      answer(200, { partner_trigger_field: row, errors: [] }),
      answer(200, { errors: [] }),
      answer(201, { partners_action_field: row, errors: [] }),
      answer(200, { partners_action_field: row, errors: [] }),
      answer(200, { errors: [] }),
      answer(201, { partner_trigger_ingredient: row, errors: [] }),
      answer(200, { partner_trigger_ingredient: row, errors: [] }),
      answer(200, { errors: [] }),
    );
    expect(await createTriggerField('acme weather', 't-1', triggerField)).toEqual({ item: row, errors: [] });
    expect((await updateTriggerField('acme', 't-1', 'old_key', triggerField)).item).toEqual(row);
    expect(await deleteTriggerField('acme', 't-1', 'old_key')).toEqual([]);
    expect((await createActionField('acme', 'a-1', actionField)).item).toEqual(row);
    expect((await updateActionField('acme', 'a-1', 'text', actionField)).item).toEqual(row);
    expect(await deleteActionField('acme', 'a-1', 'text')).toEqual([]);
    expect((await createTriggerIngredient('acme', 't-1', ingredient)).item).toEqual(row);
    expect((await updateTriggerIngredient('acme', 't-1', 'created_at', ingredient)).item).toEqual(row);
    expect(await deleteTriggerIngredient('acme', 't-1', 'created_at')).toEqual([]);

    const calls = fetchMock.mock.calls.map((_, i) => sent(fetchMock, i));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /services/acme%20weather/triggers/t-1/trigger_fields',
      'PUT /services/acme/triggers/t-1/trigger_fields/old_key',
      'DELETE /services/acme/triggers/t-1/trigger_fields/old_key',
      'POST /services/acme/actions/a-1/action_fields',
      'PUT /services/acme/actions/a-1/action_fields/text',
      'DELETE /services/acme/actions/a-1/action_fields/text',
      'POST /services/acme/triggers/t-1/ingredients',
      'PUT /services/acme/triggers/t-1/ingredients/created_at',
      'DELETE /services/acme/triggers/t-1/ingredients/created_at',
    ]);
    for (const c of calls) {
      expect(c.headers.get('Accept')).toBe(REST_ACCEPT);
      expect(c.headers.get('X-CSRF-Token')).toBe(CSRF);
      expect(c.headers.get('Content-Type')).toBe('application/json');
      expect(c.body.authenticity_token).toBe(CSRF);
    }
    expect(calls[0].body).toEqual({ authenticity_token: CSRF, partner_trigger_field: triggerField });
    expect(calls[3].body).toEqual({ authenticity_token: CSRF, partners_action_field: actionField });
    expect(calls[6].body).toEqual({ authenticity_token: CSRF, partner_trigger_ingredient: ingredient });
    expect(calls[2].body).toEqual({ authenticity_token: CSRF });
  });

  it('answers a 422 as attribute/message pairs', async () => {
    mockFetch(
      answer(422, { errors: [{ attribute: 'slug', message: 'has already been taken' }] }),
      answer(422, { errors: [{ attribute: 'base', message: 'This service is published.' }] }),
      answer(422, null),
    );
    expect(await createTriggerField('acme', 't-1', triggerField)).toEqual({
      item: null,
      errors: [{ attribute: 'slug', message: 'has already been taken' }],
    });
    expect(await deleteActionField('acme', 'a-1', 'text')).toEqual([
      { attribute: 'base', message: 'This service is published.' },
    ]);
    expect((await createTriggerIngredient('acme', 't-1', ingredient)).errors).toEqual([
      { attribute: 'base', message: '422' },
    ]);
  });

  it('throws anything else: 401, 404, a network failure, an answer without the row', async () => {
    mockFetch(
      answer(401, { error: 'Sign in first.' }),
      answer(404, {
        error: 'Trigger not found',
        errors: [{ attribute: 'base', message: 'Trigger not found' }],
      }),
      answer(200, { errors: [] }),
    );
    await expect(createTriggerField('acme', 't-1', triggerField)).rejects.toMatchObject({ status: 401 });
    const notFound = await updateActionField('acme', 'a-1', 'text', actionField).catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(RestError);
    expect(notFound).toMatchObject({ status: 404, message: 'Trigger not found' });
    await expect(createTriggerIngredient('acme', 't-1', ingredient)).rejects.toThrow(
      'The answer has no partner_trigger_ingredient.',
    );
    globalThis.fetch = jest
      .fn()
      .mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    await expect(deleteTriggerIngredient('acme', 't-1', 'x')).rejects.toThrow('Failed to fetch');
  });
});
