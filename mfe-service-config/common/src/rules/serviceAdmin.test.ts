import { ADMIN_MESSAGES, phoneProblem, validateAdmin } from './serviceAdmin';

describe('validateAdmin', () => {
  it('trims the values and takes a blank phone as none', () => {
    expect(validateAdmin({ email: ' a@b.example ', name: ' Ann ', phone: '  ' })).toEqual({
      value: { email: 'a@b.example', name: 'Ann', phone: null },
      errors: [],
    });
  });

  it('needs an e-mail address and a name of at most 100 characters', () => {
    expect(validateAdmin({}).errors).toEqual([
      { attribute: 'email', message: ADMIN_MESSAGES.blank },
      { attribute: 'name', message: ADMIN_MESSAGES.blank },
    ]);
    expect(validateAdmin({ email: 'a@b', name: 'x'.repeat(101) }).errors).toEqual([
      { attribute: 'email', message: ADMIN_MESSAGES.email },
      { attribute: 'name', message: ADMIN_MESSAGES.tooLong(100) },
    ]);
    expect(validateAdmin({ email: ['a@b.example'], name: 7 }).errors).toEqual([
      { attribute: 'email', message: ADMIN_MESSAGES.notText },
      { attribute: 'name', message: ADMIN_MESSAGES.notText },
    ]);
  });
});

describe('phoneProblem', () => {
  it.each(['+1 (555) 010-4477', '0049 30 1234567', '1234567', '1'.repeat(20)])('takes %s', (phone) => {
    expect(phoneProblem(phone)).toBeNull();
  });

  it('refuses other characters, fewer than 7 or more than 20 digits', () => {
    expect(phoneProblem('555-CALL-NOW')).toBe(ADMIN_MESSAGES.phone);
    expect(phoneProblem('+1 555 0104477 ext. 12')).toBe(ADMIN_MESSAGES.phone);
    expect(phoneProblem('+1 (555) 01')).toBe(ADMIN_MESSAGES.phoneDigits);
    expect(phoneProblem('1'.repeat(21))).toBe(ADMIN_MESSAGES.phoneDigits);
    expect(phoneProblem(`1234567${' '.repeat(40)}`)).toBe(ADMIN_MESSAGES.tooLong(40));
  });
});
