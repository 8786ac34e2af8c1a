import { FORM_ERROR } from 'final-form';
import { submissionErrors } from './submissionErrors';

describe('submissionErrors', () => {
  it('puts errors on their fields and the rest on the form', () => {
    expect(
      submissionErrors(
        [
          { attribute: 'email', message: 'is already a member' },
          { attribute: 'organization_id', message: 'No invitations left' },
        ],
        ['email'],
      ),
    ).toEqual({ email: 'is already a member', [FORM_ERROR]: 'No invitations left' });
  });

  it('joins several messages for one field', () => {
    expect(
      submissionErrors(
        [
          { attribute: 'name', message: 'Name is required.' },
          { attribute: 'name', message: 'Name is too short.' },
        ],
        ['name'],
      ),
    ).toEqual({ name: 'Name is required. Name is too short.' });
  });

  it('is empty without errors', () => {
    expect(submissionErrors([], ['name'])).toEqual({});
  });
});
