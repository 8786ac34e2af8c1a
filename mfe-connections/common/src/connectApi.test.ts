import {
  actionRunPath,
  CONNECT_API_ERROR_CODES,
  CONNECT_API_ERRORS,
  connectApiError,
  endpointSections,
  fieldOptionsPath,
  MASKED_SERVICE_KEY,
  parseActionRunBody,
  parseQueryPerformBody,
  queryPerformPath,
  sampleFieldValue,
  splitFullModuleName,
  stepAnchor,
  toCurl,
  toHttpText,
  triggerFiredWebhookSample,
  withUserId,
  type SampleContext,
  type SampleStep,
} from './connectApi';

const ID = 'c0000000-0000-4000-8000-000000000001';
const ctx: SampleContext = {
  connectionId: ID,
  origin: 'https://switchyard.example.com/',
  product: 'switchyard',
  serviceKeyHeader: 'Switchyard-Service-Key',
};

const action: SampleStep = {
  type: 'action',
  name: 'Create journal entry',
  full_module_name: 'daybook.create_entry',
  fields: [
    { name: 'title', label: 'Title', default_value_json: 'Weather' },
    { name: 'body', label: 'Body', default_value_json: '  ' },
    { name: 'mood', label: 'Mood', options: [{ value: 'calm' }, { value: 'busy' }] },
  ],
};
const query: SampleStep = {
  type: 'query',
  name: 'Forecast',
  full_module_name: 'acme_weather.forecast',
  fields: [{ name: 'city', label: 'City' }],
};
const trigger: SampleStep = {
  type: 'trigger',
  name: 'Severe weather alert',
  full_module_name: 'acme_weather.severe_alert',
  fields: [{ name: 'city', label: 'City', default_value_json: 'Lisbon' }],
  ingredients: [
    { slug: 'headline', name: 'Headline', value_type: 'string' },
    { slug: 'issued_at', name: 'Issued at', value_type: 'datetime' },
    { slug: 'map', name: 'Map', value_type: 'image_url' },
  ],
};

describe('paths', () => {
  it('builds the three paths with the full module name, encoded', () => {
    expect(actionRunPath(ID, 'daybook.create_entry')).toBe(
      `/v2/connections/${ID}/actions/daybook.create_entry/run`,
    );
    expect(queryPerformPath(ID, 'acme_weather.forecast')).toBe(
      `/v2/connections/${ID}/queries/acme_weather.forecast/perform`,
    );
    expect(fieldOptionsPath(ID, 'trigger', 'a.b', 'city name')).toBe(
      `/v2/connections/${ID}/triggers/a.b/fields/city%20name/options`,
    );
    expect(withUserId('/x', 'u 1&2')).toBe('/x?user_id=u%201%262');
  });

  it('splits a full module name at its first dot', () => {
    expect(splitFullModuleName('daybook.create_entry')).toEqual({
      channel_module_name: 'daybook',
      module_name: 'create_entry',
    });
    expect(splitFullModuleName('a.b.c')).toEqual({ channel_module_name: 'a', module_name: 'b.c' });
    for (const bad of ['daybook', '.x', 'x.', '']) expect(splitFullModuleName(bad)).toBeNull();
  });
});

describe('errors', () => {
  it('has a distinct code and status for each case issue 36 lists', () => {
    expect(CONNECT_API_ERROR_CODES).toEqual(
      expect.arrayContaining([
        'invalid_service_key',
        'unknown_user',
        'connection_not_enabled',
        'unknown_step',
        'invalid_fields',
        'partner_error',
        'rate_limited',
      ]),
    );
    expect(CONNECT_API_ERRORS.rate_limited.status).toBe(429);
    expect(CONNECT_API_ERRORS.invalid_service_key.status).toBe(401);
    expect(connectApiError('unknown_step', { module: 'x.y' })).toEqual({
      type: 'error',
      code: 'unknown_step',
      message: 'The connection has no such step',
      details: { module: 'x.y' },
    });
  });
});

describe('bodies', () => {
  it('reads an action body: fields an object, left out none', () => {
    expect(parseActionRunBody({ fields: { a: 1 } })).toEqual({ ok: true, value: { fields: { a: 1 } } });
    expect(parseActionRunBody({})).toEqual({ ok: true, value: { fields: {} } });
    const bad = parseActionRunBody({ fields: ['a'] });
    expect(bad).toEqual({
      ok: false,
      error: connectApiError('invalid_fields', { body: { fields: 'Must be an object keyed by field name' } }),
    });
    expect(parseActionRunBody('x').ok).toBe(false);
    expect(parseActionRunBody(null).ok).toBe(false);
  });

  it('reads a query body with its limit and cursor', () => {
    expect(parseQueryPerformBody({ fields: { c: 'x' } })).toEqual({
      ok: true,
      value: { fields: { c: 'x' }, limit: 50, cursor: null },
    });
    expect(parseQueryPerformBody({ limit: 5, cursor: 'abc' })).toEqual({
      ok: true,
      value: { fields: {}, limit: 5, cursor: 'abc' },
    });
    const bad = parseQueryPerformBody({ fields: 1, limit: 51, cursor: 3 });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(Object.keys((bad.error.details.body as object) ?? {}).sort()).toEqual([
        'cursor',
        'fields',
        'limit',
      ]);
    expect(parseQueryPerformBody({ limit: 1.5 }).ok).toBe(false);
    expect(parseQueryPerformBody({ limit: 0 }).ok).toBe(false);
  });
});

describe('anchors', () => {
  it('lowercases and hyphenates a name', () => {
    expect(stepAnchor('Create journal entry')).toBe('create-journal-entry');
    expect(stepAnchor('  New entry! (beta) ')).toBe('new-entry-beta');
    expect(stepAnchor('Météo à Lisbon')).toBe('météo-à-lisbon');
    expect(stepAnchor('!!!')).toBe('');
  });
});

describe('samples', () => {
  it('takes a default, else the first option, else the label in angle brackets', () => {
    expect(sampleFieldValue(action.fields[0])).toBe('Weather');
    expect(sampleFieldValue(action.fields[1])).toBe('<Body>');
    expect(sampleFieldValue(action.fields[2])).toBe('calm');
    expect(sampleFieldValue({ name: 'tags', label: 'Tags', default_value_json: ['a', 'b'] })).toEqual([
      'a',
      'b',
    ]);
    expect(sampleFieldValue({ name: 'x', label: '' })).toBe('<x>');
  });

  it('builds an action run under the origin, key masked, JSON content, the fields as body', () => {
    const { actions } = endpointSections(ctx, [action]);
    const [run, ...options] = actions[0].requests;
    expect(run).toEqual({
      title: 'Run the action',
      method: 'POST',
      url: `https://switchyard.example.com/v2/connections/${ID}/actions/daybook.create_entry/run?user_id=USER_ID`,
      headers: [
        { name: 'Switchyard-Service-Key', value: MASKED_SERVICE_KEY },
        { name: 'Content-Type', value: 'application/json' },
      ],
      body: JSON.stringify({ fields: { title: 'Weather', body: '<Body>', mood: 'calm' } }, null, 2),
    });
    expect(options.map((o) => o.url)).toEqual(
      ['title', 'body', 'mood'].map(
        (f) =>
          `https://switchyard.example.com/v2/connections/${ID}/actions/daybook.create_entry/fields/${f}/options?user_id=USER_ID`,
      ),
    );
    expect(options[2].title).toBe('Options of Mood');
    expect(JSON.parse(options[0].body)).toEqual({});
  });

  it('builds a query with a limit and a null cursor', () => {
    const { queries } = endpointSections(ctx, [query]);
    expect(queries[0].requests[0].url).toBe(
      `https://switchyard.example.com/v2/connections/${ID}/queries/acme_weather.forecast/perform?user_id=USER_ID`,
    );
    expect(JSON.parse(queries[0].requests[0].body)).toEqual({
      fields: { city: '<City>' },
      limit: 10,
      cursor: null,
    });
  });

  it("builds a trigger's webhook at the service's prefix, with its ingredients", () => {
    const hook = triggerFiredWebhookSample({ ...ctx, apiUrlPrefix: 'https://api.daybook.example/' }, trigger);
    expect(hook.url).toBe('https://api.daybook.example/switchyard/v1/webhooks/trigger_subscription/fired');
    expect(JSON.parse(hook.body)).toEqual({
      sent_at: '2025-01-01T09:00:00.000Z',
      data: { user_id: 'USER_ID', connection_id: ID, trigger_id: 'acme_weather.severe_alert' },
      event_data: {
        ingredients: {
          headline: '<Headline>',
          issued_at: '2025-01-01T09:00:00.000Z',
          map: 'https://example.com/image.png',
        },
      },
    });
    expect(hook.headers[0]).toEqual({ name: 'Switchyard-Service-Key', value: MASKED_SERVICE_KEY });
    const generic = triggerFiredWebhookSample(
      { ...ctx, product: 'ifttt', serviceKeyHeader: 'IFTTT-Service-Key' },
      null,
    );
    expect(generic.url).toBe('{prefix}/ifttt/v1/webhooks/trigger_subscription/fired');
    expect(JSON.parse(generic.body).data.trigger_id).toBe('<trigger_id>');
  });

  it('lists each step once, with unique anchors, and the first trigger as the sample webhook', () => {
    const sameName: SampleStep = {
      ...action,
      type: 'trigger',
      full_module_name: 'daybook.new_entry',
      name: 'Create journal entry',
    };
    const nameless: SampleStep = { ...query, name: '', full_module_name: 'acme_weather.gone' };
    const s = endpointSections(ctx, [action, trigger, action, sameName, query, nameless]);
    expect(s.actions.map((i) => i.anchor)).toEqual(['create-journal-entry']);
    expect(s.triggers.map((i) => [i.anchor, i.name])).toEqual([
      ['severe-weather-alert', 'Severe weather alert'],
      ['create-journal-entry-2', 'Create journal entry'],
    ]);
    expect(s.queries.map((i) => [i.anchor, i.name])).toEqual([
      ['forecast', 'Forecast'],
      ['acme-weather-gone', 'acme_weather.gone'],
    ]);
    expect(s.triggers[0].requests[0].title).toBe('The webhook your service receives when the trigger fires');
    expect(JSON.parse(s.webhook.body).data.trigger_id).toBe('acme_weather.severe_alert');
  });
});

describe('copyable forms', () => {
  const request = {
    method: 'POST' as const,
    url: 'https://x.example/v2?user_id=USER_ID',
    headers: [{ name: 'Content-Type', value: 'application/json' }],
    body: '{"fields":{"title":"It\'s"}}',
  };

  it('writes curl with every part single-quoted', () => {
    expect(toCurl(request)).toBe(
      [
        "curl -X POST 'https://x.example/v2?user_id=USER_ID'",
        "  -H 'Content-Type: application/json'",
        `  --data '{"fields":{"title":"It'\\''s"}}'`,
      ].join(' \\\n'),
    );
  });

  it('writes the HTTP message', () => {
    expect(toHttpText(request)).toBe(
      'POST https://x.example/v2?user_id=USER_ID\nContent-Type: application/json\n\n{"fields":{"title":"It\'s"}}',
    );
  });
});
