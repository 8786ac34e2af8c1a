import {
  checkSuggestion,
  SUGGESTION_BLANK,
  SUGGESTION_NAME_MAX,
  SUGGESTION_NAME_TOO_LONG,
  SUGGESTION_SAVE_FAILED,
  SUGGESTION_SUBSCRIBE_FAILED,
  SUGGESTION_TEXT_MAX,
  SUGGESTION_TEXT_TOO_LONG,
  SUGGESTION_TYPE_INVALID,
  SUGGESTION_TYPES,
} from './suggestions';

describe('checkSuggestion', () => {
  it('accepts a name, a text and each of the three types', () => {
    expect(SUGGESTION_TYPES).toEqual(['service', 'applet', 'protocol']);
    for (const type of SUGGESTION_TYPES)
      expect(checkSuggestion({ service_name: 'Foo', text: 'Please add Foo', type })).toEqual([]);
  });

  it("answers the spec's message for a blank name or text, counted once trimmed", () => {
    expect(SUGGESTION_BLANK).toBe('Please describe your suggestion');
    expect(checkSuggestion({ service_name: '  ', text: '\n', type: 'service' })).toEqual([
      { attribute: 'service_name', message: SUGGESTION_BLANK },
      { attribute: 'text', message: SUGGESTION_BLANK },
    ]);
    expect(checkSuggestion({ type: 'applet' })).toEqual([
      { attribute: 'service_name', message: SUGGESTION_BLANK },
      { attribute: 'text', message: SUGGESTION_BLANK },
    ]);
  });

  it('refuses an unknown type', () => {
    for (const type of ['', 'Service', 'channel', undefined])
      expect(checkSuggestion({ service_name: 'Foo', text: 'Bar', type })).toEqual([
        { attribute: 'type', message: SUGGESTION_TYPE_INVALID },
      ]);
  });

  it('caps the name at 100 and the text at 2000 characters, trimmed', () => {
    const ok = {
      service_name: ` ${'n'.repeat(SUGGESTION_NAME_MAX)} `,
      text: 't'.repeat(SUGGESTION_TEXT_MAX),
      type: 'protocol',
    };
    expect(checkSuggestion(ok)).toEqual([]);
    expect(checkSuggestion({ ...ok, service_name: 'n'.repeat(101), text: 't'.repeat(2001) })).toEqual([
      { attribute: 'service_name', message: SUGGESTION_NAME_TOO_LONG },
      { attribute: 'text', message: SUGGESTION_TEXT_TOO_LONG },
    ]);
  });

  it("keeps the spec's failure messages", () => {
    expect(SUGGESTION_SAVE_FAILED).toBe('Failed to save the suggestion. Try again later');
    expect(SUGGESTION_SUBSCRIBE_FAILED).toBe('Failed to subscribe to updates');
  });
});
