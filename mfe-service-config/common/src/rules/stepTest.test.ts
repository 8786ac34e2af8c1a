import {
  BODY_NOT_JSON,
  BODY_NOT_OBJECT,
  FIELD_NOT_USED,
  operationErrors,
  operationNotAllowed,
  parseStepBody,
  scriptEndpoint,
  scriptEndpointOptions,
  SCRIPT_OPERATIONS,
  STEP_BODY_MAX,
  unknownOperationErrors,
} from './stepTest';

describe('scriptEndpoint', () => {
  it('follows /{product}/v1/{triggers|queries|actions}/{module}[/field/{slug}]', () => {
    expect(scriptEndpoint('switchyard', 'trigger', 'new_note')).toBe('/switchyard/v1/triggers/new_note');
    expect(scriptEndpoint('ifttt', 'query', 'list_notes')).toBe('/ifttt/v1/queries/list_notes');
    expect(scriptEndpoint('switchyard', 'action', 'create_note')).toBe('/switchyard/v1/actions/create_note');
    expect(scriptEndpoint('switchyard', 'trigger', 'new_note', 'notebook')).toBe(
      '/switchyard/v1/triggers/new_note/field/notebook',
    );
  });
});

describe('operationErrors', () => {
  it('lets triggers run every operation, with a field for dropdown and validate only', () => {
    expect(operationErrors('run', 'trigger', null)).toEqual([]);
    expect(operationErrors('contextual_validation', 'trigger', null)).toEqual([]);
    expect(operationErrors('delete_trigger_identity', 'trigger', null)).toEqual([]);
    expect(operationErrors('dropdown', 'trigger', 'notebook')).toEqual([]);
    expect(operationErrors('validate', 'trigger', 'notebook')).toEqual([]);
  });

  it('lets queries and actions run and validate contextually only', () => {
    for (const type of ['query', 'action'] as const) {
      expect(operationErrors('run', type, null)).toEqual([]);
      expect(operationErrors('contextual_validation', type, null)).toEqual([]);
      for (const op of ['dropdown', 'validate', 'delete_trigger_identity'] as const) {
        expect(operationErrors(op, type, op === 'delete_trigger_identity' ? null : 'f1')).toEqual([
          { attribute: 'operation', message: operationNotAllowed(type) },
        ]);
      }
    }
    expect(operationNotAllowed('query')).toBe(
      'is not allowed for queries (only run and contextual_validation are)',
    );
  });

  it('wants a field for dropdown and validate, and none for the others', () => {
    expect(operationErrors('dropdown', 'trigger', null)).toEqual([
      { attribute: 'step_field_slug', message: "can't be blank" },
    ]);
    expect(operationErrors('run', 'trigger', 'notebook')).toEqual([
      { attribute: 'step_field_slug', message: FIELD_NOT_USED },
    ]);
  });

  it('knows the five operations of the spec', () => {
    expect(SCRIPT_OPERATIONS).toEqual([
      'run',
      'dropdown',
      'validate',
      'contextual_validation',
      'delete_trigger_identity',
    ]);
    expect(unknownOperationErrors('run')).toEqual([]);
    expect(unknownOperationErrors('poll')).toEqual([
      { attribute: 'operation', message: 'is not included in the list' },
    ]);
  });
});

describe('parseStepBody', () => {
  it('defaults to empty fields and limit 1', () => {
    expect(parseStepBody(null)).toEqual({ value: { fields: {}, limit: 1 }, errors: [] });
    expect(parseStepBody(undefined).value).toEqual({ fields: {}, limit: 1 });
  });

  it('takes an object or its JSON text, unknown keys kept', () => {
    const body = { fields: { notebook: 'work' }, limit: 3, cursor: 'c2', extra: [1] };
    expect(parseStepBody(body)).toEqual({ value: body, errors: [] });
    expect(parseStepBody(JSON.stringify(body))).toEqual({ value: body, errors: [] });
    expect(parseStepBody('{"value": "x", "values": {"a": 1}, "trigger_identity": "t1"}').errors).toEqual([]);
  });

  it('refuses text that is not JSON with the message of the spec', () => {
    expect(parseStepBody('{fields: {}}').errors).toEqual([
      { attribute: 'step_body', message: BODY_NOT_JSON },
    ]);
    expect(BODY_NOT_JSON).toBe('Fail to JSON.parse request body. Check value provided.');
  });

  it('wants an object', () => {
    for (const raw of ['[1]', '"text"', '3', 'null', [1], 3, true]) {
      expect(parseStepBody(raw).errors).toEqual([{ attribute: 'step_body', message: BODY_NOT_OBJECT }]);
    }
  });

  it('checks the shapes of the known keys', () => {
    expect(parseStepBody({ limit: -1 }).errors).toEqual([
      { attribute: 'step_body.limit', message: 'must be a whole number from 0' },
    ]);
    expect(parseStepBody({ limit: 1.5 }).errors[0].attribute).toBe('step_body.limit');
    expect(parseStepBody({ fields: [] }).errors).toEqual([
      { attribute: 'step_body.fields', message: BODY_NOT_OBJECT },
    ]);
    expect(parseStepBody({ trigger_identity: 5 }).errors[0].attribute).toBe('step_body.trigger_identity');
    expect(parseStepBody({ cursor: null }).errors).toEqual([]);
    expect(parseStepBody({ cursor: 5 }).errors[0].attribute).toBe('step_body.cursor');
  });

  it(`caps the body at ${STEP_BODY_MAX} characters`, () => {
    const big = { fields: { text: 'x'.repeat(STEP_BODY_MAX) } };
    const tooLong = [
      { attribute: 'step_body', message: `is too long (maximum is ${STEP_BODY_MAX} characters)` },
    ];
    expect(parseStepBody(big).errors).toEqual(tooLong);
    expect(parseStepBody(JSON.stringify(big)).errors).toEqual(tooLong);
  });
});

describe('scriptEndpointOptions', () => {
  it('lists protocol triggers with their fields, then queries and actions, each with its operations', () => {
    const options = scriptEndpointOptions('switchyard', {
      triggers: [
        { slug: 'new_note', fields: [{ slug: 'notebook' }] },
        { slug: null, fields: [{ slug: 'feed_field' }] },
      ],
      queries: [{ module_name: 'list_notes' }],
      actions: [{ slug: 'create_note' }],
    });
    expect(options).toEqual([
      {
        endpoint: '/switchyard/v1/triggers/new_note',
        step_type: 'trigger',
        step_module_name: 'new_note',
        field_slug: null,
        operations: ['run', 'contextual_validation', 'delete_trigger_identity'],
      },
      {
        endpoint: '/switchyard/v1/triggers/new_note/field/notebook',
        step_type: 'trigger',
        step_module_name: 'new_note',
        field_slug: 'notebook',
        operations: ['dropdown', 'validate'],
      },
      {
        endpoint: '/switchyard/v1/queries/list_notes',
        step_type: 'query',
        step_module_name: 'list_notes',
        field_slug: null,
        operations: ['run', 'contextual_validation'],
      },
      {
        endpoint: '/switchyard/v1/actions/create_note',
        step_type: 'action',
        step_module_name: 'create_note',
        field_slug: null,
        operations: ['run', 'contextual_validation'],
      },
    ]);
    // Every option's operations pass the run's own check.
    for (const o of options) {
      for (const op of o.operations) expect(operationErrors(op, o.step_type, o.field_slug)).toEqual([]);
    }
  });
});
