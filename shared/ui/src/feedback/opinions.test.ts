import { reasonLabel, refusalText } from './opinions';

describe('reasonLabel', () => {
  it("uses the server's label, else ours, else 'No reason given'", () => {
    expect(reasonLabel({ like: false, opinion_code: 'too_slow', opinion_label: 'Slow' })).toBe('Slow');
    expect(reasonLabel({ like: false, opinion_code: 'unexpected' })).toBe("Doesn't work as expected");
    expect(reasonLabel({ like: false, opinion_code: 'others' })).toBe('Something else');
    expect(reasonLabel({ like: false, opinion_code: 'no_response' })).toBe('No reason given');
  });
});

describe('refusalText', () => {
  it('names the field before a message that is not a sentence, and leaves a sentence as it is', () => {
    expect(refusalText({ attribute: 'text', message: 'is too long (at most 1000 characters)' })).toBe(
      'Your text is too long (at most 1000 characters)',
    );
    expect(refusalText({ attribute: 'opinion_code', message: 'must be one of unexpected' })).toBe(
      'The reason must be one of unexpected',
    );
    expect(refusalText({ attribute: 'kind', message: 'must be one of applet, connection' })).toBe(
      'kind must be one of applet, connection',
    );
    expect(refusalText({ attribute: 'text', message: 'Text is too long' })).toBe('Text is too long');
  });
});
