import { fieldInput } from './fieldInput';

describe('a step field as the user fills it in', () => {
  it('reads trigger field type ids', () => {
    expect(fieldInput('trigger', '0')).toEqual({ input: 'text', dynamic: false });
    expect(fieldInput('trigger', '6')).toEqual({ input: 'dropdown', dynamic: false });
    expect(fieldInput('trigger', '7')).toEqual({ input: 'dropdown', dynamic: true });
    expect(fieldInput('trigger', '11')).toEqual({ input: 'location', dynamic: false });
    expect(fieldInput('trigger', '19')).toEqual({ input: 'dropdown', dynamic: true });
  });

  it('reads action content types and query slugs', () => {
    expect(fieldInput('action', '4')).toEqual({ input: 'text', dynamic: false });
    expect(fieldInput('action', '14')).toEqual({ input: 'dropdown', dynamic: false });
    expect(fieldInput('action', '17')).toEqual({ input: 'dropdown', dynamic: true });
    expect(fieldInput('query', 'dropdown_dynamic')).toEqual({ input: 'dropdown', dynamic: true });
    expect(fieldInput('query', 'text_raw')).toEqual({ input: 'text', dynamic: false });
    expect(fieldInput('action', null)).toEqual({ input: 'text', dynamic: false });
  });
});
