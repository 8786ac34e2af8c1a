import type { FieldError } from '../fieldError';
import { isEmail, MESSAGES } from './serviceGeneral';

/**
 * A service's administrators (partners_channel_admin: email, name, phone; see
 * spec/connections.md#3-entities-and-their-fields): the people the review team contacts. Pure
 * rules, shared by the REST routes and the web form.
 */
export const ADMIN_KEY = 'partners_channel_admin';
export const ADMINS_MAX = 10;
export const ADMIN_EMAIL_MAX = 254;
export const ADMIN_NAME_MAX = 100;
export const ADMIN_PHONE_MAX = 40;
export const PHONE_DIGITS_MIN = 7;
export const PHONE_DIGITS_MAX = 20;

export const ADMIN_MESSAGES = {
  blank: MESSAGES.blank,
  tooLong: MESSAGES.tooLong,
  email: MESSAGES.email,
  notText: 'must be text',
  phone: 'may only have digits, spaces and + - ( )',
  phoneDigits: `must have ${PHONE_DIGITS_MIN} to ${PHONE_DIGITS_MAX} digits`,
  taken: 'has already been taken',
  tooMany: `A service can have at most ${ADMINS_MAX} administrators.`,
  notBoolean: 'must be true or false',
} as const;

export interface AdminValue {
  email: string;
  name: string;
  /** null when not given. */
  phone: string | null;
}

/** A phone number as people type it: digits, spaces and + - ( ), with 7 to 20 digits. */
export function phoneProblem(phone: string): string | null {
  if (phone.length > ADMIN_PHONE_MAX) return ADMIN_MESSAGES.tooLong(ADMIN_PHONE_MAX);
  if (!/^[0-9 +\-()]+$/.test(phone)) return ADMIN_MESSAGES.phone;
  const digits = phone.replace(/\D/g, '').length;
  if (digits < PHONE_DIGITS_MIN || digits > PHONE_DIGITS_MAX) return ADMIN_MESSAGES.phoneDigits;
  return null;
}

/** Checks the form's three values (trimmed); a blank phone is none. Uniqueness is the server's. */
export function validateAdmin(payload: Record<string, unknown>): { value: AdminValue; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const text = (attribute: keyof AdminValue): string => {
    const given = payload[attribute];
    if (given === undefined || given === null) return '';
    if (typeof given !== 'string') {
      errors.push({ attribute, message: ADMIN_MESSAGES.notText });
      return '';
    }
    return given.trim();
  };
  const email = text('email');
  const name = text('name');
  const phone = text('phone');
  const bad = new Set(errors.map((e) => e.attribute));
  if (!bad.has('email')) {
    if (email === '') errors.push({ attribute: 'email', message: ADMIN_MESSAGES.blank });
    else if (email.length > ADMIN_EMAIL_MAX)
      errors.push({ attribute: 'email', message: ADMIN_MESSAGES.tooLong(ADMIN_EMAIL_MAX) });
    else if (!isEmail(email)) errors.push({ attribute: 'email', message: ADMIN_MESSAGES.email });
  }
  if (!bad.has('name')) {
    if (name === '') errors.push({ attribute: 'name', message: ADMIN_MESSAGES.blank });
    else if (name.length > ADMIN_NAME_MAX)
      errors.push({ attribute: 'name', message: ADMIN_MESSAGES.tooLong(ADMIN_NAME_MAX) });
  }
  const problem = phone === '' ? null : phoneProblem(phone);
  if (problem) errors.push({ attribute: 'phone', message: problem });
  return { value: { email, name, phone: phone === '' ? null : phone }, errors };
}
