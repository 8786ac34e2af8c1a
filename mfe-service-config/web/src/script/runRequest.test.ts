import { DEFAULT_BODY_TEXT, parseRequestBody } from './runRequest';

describe('parseRequestBody', () => {
  it('starts from empty fields and limit 1, pretty-printed', () => {
    expect(DEFAULT_BODY_TEXT).toBe('{\n  "fields": {},\n  "limit": 1\n}');
    expect(parseRequestBody(DEFAULT_BODY_TEXT)).toEqual({ ok: true, value: { fields: {}, limit: 1 } });
  });

  it('refuses text that is not JSON with the message of the spec', () => {
    expect(parseRequestBody('{fields: {}}')).toEqual({
      ok: false,
      message: 'Fail to JSON.parse request body. Check value provided.',
    });
    expect(parseRequestBody('')).toMatchObject({ ok: false });
  });

  it('wants an object', () => {
    expect(parseRequestBody('[1]')).toEqual({ ok: false, message: 'Request body must be a JSON object.' });
    expect(parseRequestBody('null')).toMatchObject({ ok: false });
  });
});
