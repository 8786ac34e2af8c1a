import { z } from 'zod';

/**
 * The kinds of value settings take, as zod schemas from the raw variable (undefined when unset; an
 * empty value counts as unset) to the typed value. Each message completes "<VARIABLE> must …".
 */

type Raw = string | undefined;
type Kind<T> = z.ZodType<T, z.ZodTypeDef, Raw>;

const given = (raw: Raw) => {
  const v = raw?.trim();
  return v ? v : undefined;
};

/** A value of a kind, or the fallback when unset; `check` returns the value or a message. */
function kind<T>(check: (value: string) => T | { error: string }): Kind<T | undefined>;
function kind<T>(check: (value: string) => T | { error: string }, fallback: T): Kind<T>;
function kind<T>(check: (value: string) => T | { error: string }, fallback?: T): Kind<T | undefined> {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const v = given(raw);
      if (v === undefined) return fallback;
      const out = check(v);
      if (out && typeof out === 'object' && 'error' in out) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: out.error });
        return z.NEVER;
      }
      return out as T;
    });
}

/** Free text. */
export function text(): Kind<string | undefined>;
export function text(fallback: string): Kind<string>;
export function text(fallback?: string) {
  return kind((v) => v, fallback);
}

/** Free text that must be set (with `why` in the message: "must be set <why>"). */
export const requiredText = (why: string): Kind<string> =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const v = given(raw);
      if (v !== undefined) return v;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `must be set ${why}` });
      return z.NEVER;
    });

/** A whole number from min to max. */
export function wholeNumber(range: { min: number; max: number }): Kind<number | undefined>;
export function wholeNumber(range: { min: number; max: number }, fallback: number): Kind<number>;
export function wholeNumber({ min, max }: { min: number; max: number }, fallback?: number) {
  return kind((v) => {
    const n = Number(v);
    return /^[+]?\d+$/.test(v) && n >= min && n <= max
      ? n
      : { error: `must be a whole number from ${min} to ${max}` };
  }, fallback);
}

/** A number of seconds (fractions allowed) from min up. */
export function seconds(min: number): Kind<number | undefined>;
export function seconds(min: number, fallback: number): Kind<number>;
export function seconds(min: number, fallback?: number) {
  return kind((v) => {
    const n = Number(v);
    return Number.isFinite(n) && n >= min ? n : { error: `must be a number of seconds, at least ${min}` };
  }, fallback);
}

/** On or off: 1/true/yes/on or 0/false/no/off. */
export function flag(): Kind<boolean | undefined>;
export function flag(fallback: boolean): Kind<boolean>;
export function flag(fallback?: boolean) {
  return kind((v) => {
    const s = v.toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(s)) return true;
    if (['0', 'false', 'no', 'off'].includes(s)) return false;
    return { error: 'must be 1 (on) or 0 (off)' };
  }, fallback);
}

/** One of the given words. */
export function oneOf<const W extends string>(words: readonly W[]): Kind<W | undefined>;
export function oneOf<const W extends string>(words: readonly W[], fallback: W): Kind<W>;
export function oneOf<const W extends string>(words: readonly W[], fallback?: W) {
  return kind(
    (v) => (words.includes(v as W) ? (v as W) : { error: `must be one of ${words.join(', ')}` }),
    fallback,
  );
}

/** An absolute URL of one of the given schemes; `trim` drops trailing slashes (a base URL). */
export function url(schemes: readonly string[], opts: { base?: boolean } = {}): Kind<string | undefined> {
  const names = schemes.map((s) => `${s}://`).join(' or ');
  return kind((v) => {
    try {
      const u = new URL(v);
      if (!schemes.includes(u.protocol.slice(0, -1))) return { error: `must be a ${names} URL` };
      return opts.base ? (u.origin + u.pathname).replace(/\/+$/, '') : v;
    } catch {
      return { error: `must be a ${names} URL` };
    }
  });
}

/** A base URL (http or https, no trailing slash), for a family's members (never unset). */
export const baseUrlValue = z.string().transform((raw, ctx) => {
  try {
    const u = new URL(raw.trim());
    if (u.protocol === 'http:' || u.protocol === 'https:') return raw.trim().replace(/\/+$/, '');
  } catch {
    // below
  }
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'must be an http:// or https:// URL' });
  return z.NEVER;
});

/** Comma-separated host:port pairs (an IPv6 host in brackets), e.g. 127.0.0.1:8092,[::1]:80. */
export const hostPorts = (): Kind<string | undefined> =>
  kind((v) => {
    const bad = v
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
      .find((p) => {
        const m = /^(.+):(\d{1,5})$/.exec(p);
        return !m || /[/@?#\s]/.test(m[1]!) || Number(m[2]) > 65535;
      });
    return bad === undefined ? v : { error: `must be comma-separated host:port pairs ("${bad}" is not one)` };
  });
