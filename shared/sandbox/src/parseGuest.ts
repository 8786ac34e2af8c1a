/**
 * Parses a function body in one fresh QuickJS instance without running any of it: QuickJS compiles
 * each wrapper to bytecode (`compileOnly`, JS_EVAL_FLAG_COMPILE_ONLY) and the bytecode is dropped.
 *
 * A body is pasted between a function's braces, so a body with a `}` of its own could close that function
 * and go on at the outer level (`}); sideEffect(); (function () {`): the text still compiles as one script,
 * and whatever follows the `}` runs as soon as the script does. So the body is compiled three times, each
 * time inside a different function whose closing brace may be followed by a disjoint set of tokens:
 *
 * - `(function anonymous(params\n) {\n` body `\n})`: exactly what QuickJS's `Function(...params, body)`
 *   compiles. After its `}` (inside the parentheses) only `)`, `,`, an operator, `.`, `?.`, `[`, `(`, a
 *   template or `?` may follow;
 * - `({m(params\n) {\n` body `\n}})`: after a method's `}` only `,` or `}` may follow;
 * - `function anonymous(params\n) {\n` body `\n}`: after a declaration's `}` only a statement may follow,
 *   which never begins with `,` and never with `}` (no block is open around it).
 *
 * Up to a `}` that would close the function, the three see the same tokens in the same state (a
 * non-strict, non-async function body), so that `}` would be followed by one token that all three accept:
 * there is none. A body all three accept is therefore a function body on its own, and the first wrapper
 * (the one `Function` builds) cannot be broken out of.
 */
import type { GuestInstance } from './runGuest';
import type { SandboxLimits } from './sandboxLimits';
import type { RunOutcome } from './workerProtocol';

/** QuickJS's stack check, as for runs (the worker's own stack is larger). */
const GUEST_STACK_BYTES = 384 * 1024;
/** Each wrapper puts the body on its third line. */
const LINES_BEFORE_BODY = 2;
/** A parameter name: one plain identifier (the wrappers put them between parentheses as they are). */
const PARAM = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

interface ParseJob {
  body: string;
  params: string[];
}

interface ParseSlices {
  sliceStarted(): void;
  sliceEnded(): void;
}

export function isParamName(name: string): boolean {
  return PARAM.test(name);
}

const wrappers = (params: string) => [
  { open: `(function anonymous(${params}\n) {\n`, close: '\n})' },
  { open: `({m(${params}\n) {\n`, close: '\n}})' },
  { open: `function anonymous(${params}\n) {\n`, close: '\n}' },
];

/** The instance is used once and dropped afterwards (as for runs), so nothing in it is freed one by one. */
export function parseGuest(
  instance: GuestInstance,
  job: ParseJob,
  limits: SandboxLimits,
  slices: ParseSlices,
): RunOutcome {
  const fail = (kind: 'syntax' | 'memory' | 'crashed', message: string, line?: number): RunOutcome => ({
    ok: false,
    error: line === undefined ? { kind, message } : { kind, message, line },
    logs: [],
  });
  if (!job.params.every(isParamName))
    return fail('crashed', 'The parameter names must be plain identifiers.');
  const bodyLines = job.body.split(/\r\n|[\n\r\u2028\u2029]/).length;
  const lineOf = (line: number) => Math.min(bodyLines, Math.max(1, line - LINES_BEFORE_BODY));
  try {
    const rt = instance.module.newRuntime();
    rt.setMemoryLimit(limits.memoryLimitBytes - 2 * 1024 * 1024);
    rt.setMaxStackSize(GUEST_STACK_BYTES);
    const ctx = rt.newContext();
    for (const [i, { open, close }] of wrappers(job.params.join(',')).entries()) {
      slices.sliceStarted();
      let compiled;
      try {
        compiled = ctx.evalCode(open + job.body + close, 'body.js', { type: 'global', compileOnly: true });
      } finally {
        slices.sliceEnded();
      }
      if (!compiled.error) {
        compiled.value.dispose();
        continue;
      }
      const error = compiled.error;
      const read = (name: string) => ctx.getProp(error, name).consume((h) => ctx.dump(h) as unknown);
      const name = String(read('name') ?? '');
      const message = String(read('message') ?? '');
      const at = Number(read('lineNumber'));
      if (name === 'InternalError' && message === 'out of memory') {
        return fail(
          'memory',
          `The code ran out of memory while compiling (the limit is ${limits.memoryLimitBytes} bytes).`,
        );
      }
      const line = Number.isFinite(at) ? lineOf(at) : undefined;
      // Only a body that closes its function compiles in the first wrapper and not in another.
      if (i > 0)
        return fail(
          'syntax',
          "SyntaxError: unexpected '}': the code closes the function it is the body of",
          line,
        );
      return fail('syntax', `${name || 'SyntaxError'}: ${message}`, line);
    }
    return { ok: true, valueJson: 'null', logs: [] };
  } catch (err) {
    if (err instanceof RangeError && /call stack/i.test(err.message))
      return fail('syntax', 'SyntaxError: the code nests too deeply');
    const detail = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    return fail('crashed', `The code's QuickJS instance failed: ${detail}`);
  }
}
