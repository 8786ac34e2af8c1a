/**
 * The edge's check of every value a client sends (GraphQL variables and literals, REST bodies, query
 * strings and paths), before any domain sees it: text PostgreSQL cannot store (NUL, lone surrogates),
 * strings past the platform's cap, and JSON too deep or too large to handle safely (a 6,000-deep value
 * overflows the stack of JSON.stringify). Domains still apply their own, tighter, field rules.
 */
import { HttpError } from './errors';

export const INPUT_LIMITS = {
  /** Characters in any one string (scripts and filter code included). */
  maxStringLength: 100_000,
  /** Nesting of objects and lists in one value. */
  maxJsonDepth: 64,
  /** Objects, lists and scalars in one value. */
  maxJsonNodes: 20_000,
};

export interface InputProblem {
  /** Where the value is, e.g. `input.name` or `step_body.fields.x`. */
  path: string;
  message: string;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// eslint-disable-next-line no-control-regex -- NUL is what it looks for
const BAD_KEY_CHARACTERS = /[\u0000\uD800-\uDFFF]/g;

/** What is wrong with one string, or null. */
export function stringProblem(value: string, limits = INPUT_LIMITS): string | null {
  if (value.includes('\u0000')) return 'contains a NUL character (\\u0000), which is not allowed';
  if (LONE_SURROGATE.test(value)) return 'contains a lone surrogate (text that is not valid Unicode)';
  if (value.length > limits.maxStringLength) {
    return `is too long (more than ${limits.maxStringLength} characters)`;
  }
  return null;
}

const join = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/**
 * The first problem in a JSON-like value, walked without recursion (so a hostile depth cannot
 * overflow the check itself).
 */
export function findInputProblem(value: unknown, path = '', limits = INPUT_LIMITS): InputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path, depth: 0 }];
  let nodes = 0;
  while (stack.length) {
    const item = stack.pop()!;
    if (++nodes > limits.maxJsonNodes) {
      return { path, message: `has more than ${limits.maxJsonNodes} values (the limit of one input)` };
    }
    const v = item.value;
    if (typeof v === 'string') {
      const message = stringProblem(v, limits);
      if (message) return { path: item.path, message };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (item.depth >= limits.maxJsonDepth) {
      return {
        path: item.path,
        message: `nests deeper than ${limits.maxJsonDepth} levels (the limit of one input)`,
      };
    }
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--)
        stack.push({ value: v[i], path: join(item.path, i), depth: item.depth + 1 });
      continue;
    }
    const entries = Object.entries(v as Record<string, unknown>);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      const keyProblem = stringProblem(key, limits);
      if (keyProblem)
        return {
          // The key itself cannot be shown as it is (it is the bad text).
          path: join(item.path, key.replace(BAD_KEY_CHARACTERS, '?')),
          message: `has a key that ${keyProblem}`,
        };
      stack.push({ value: child, path: join(item.path, key), depth: item.depth + 1 });
    }
  }
  return null;
}

/** The message a client reads: the path, then what is wrong. */
export const describeInputProblem = (p: InputProblem) => `${p.path || 'The input'} ${p.message}.`;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** True when every percent-escape of a URL part or form body spells valid UTF-8. */
export function percentEncodingIsUtf8(text: string): boolean {
  for (const part of text.split(/[&=]/)) {
    try {
      decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * A body parser's `verify` step: the raw bytes, and a form's percent-escapes, must be valid UTF-8.
 * Left to the parsers, invalid bytes silently become U+FFFD and reach the database as if typed.
 */
export function verifyUtf8Body(req: { headers: Record<string, unknown> }, _res: unknown, buf: Buffer) {
  let text: string;
  try {
    text = utf8.decode(buf);
  } catch {
    throw notUtf8();
  }
  const type = String(req.headers['content-type'] ?? '');
  if (type.startsWith('application/x-www-form-urlencoded') && !percentEncodingIsUtf8(text)) {
    throw notUtf8();
  }
}

const NOT_UTF8 = 'The request is not valid UTF-8.';
const notUtf8 = () => new HttpError(400, NOT_UTF8, [{ attribute: 'base', message: NOT_UTF8 }]);
