import { FORM_ERROR } from 'final-form';
import { formatProblems, stepSubmissionErrors } from './formErrors';

describe('stepSubmissionErrors', () => {
  it('puts each error under its field (through aliases) and the rest on the form', () => {
    expect(
      stepSubmissionErrors(
        [
          { attribute: 'slug', message: 'has already been taken' },
          { attribute: 'label', message: "can't be blank" },
          { attribute: 'base', message: 'This service is published.' },
        ],
        ['name', 'label'],
        { slug: 'name' },
      ),
    ).toEqual({
      name: 'Error: slug has already been taken',
      label: "Error: label can't be blank",
      [FORM_ERROR]: 'This service is published.',
    });
  });
});

describe('formatProblems', () => {
  it('formats the problems that are set', () => {
    expect(formatProblems({ name: "can't be blank", note: undefined })).toEqual({
      name: "Error: name can't be blank",
    });
  });
});
