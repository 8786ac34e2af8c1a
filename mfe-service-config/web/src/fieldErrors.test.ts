import { FORM_ERROR } from 'final-form';
import { formatFieldError, submissionErrors } from './fieldErrors';

describe('submissionErrors', () => {
  it('puts each error on its field, the rest on the form', () => {
    expect(
      submissionErrors(
        [
          { attribute: 'module_name', message: 'has already been taken' },
          { attribute: 'name', message: "can't be blank" },
          { attribute: 'name', message: 'is too long (maximum is 100 characters)' },
          { attribute: 'organization_id', message: 'is not valid' },
        ],
        ['name', 'module_name'],
      ),
    ).toEqual({
      module_name: 'Error: module_name has already been taken',
      name: "Error: name can't be blank Error: name is too long (maximum is 100 characters)",
      [FORM_ERROR]: 'Error: organization_id is not valid',
    });
  });

  it('formats one error the way the specs show server errors', () => {
    expect(formatFieldError({ attribute: 'name', message: "can't be blank" })).toBe(
      "Error: name can't be blank",
    );
  });
});
