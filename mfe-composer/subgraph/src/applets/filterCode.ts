import { createSandbox, type Sandbox } from '@switchyard/sandbox';
import { FILTER_CODE_MAX } from './appletInput';

// Compiled, never run: QuickJS compiles the code to bytecode as the body the engine builds
// (`Function(...namespaces, 'Meta', code)`, see engine/src/runs/filterCode.ts) and drops it, and a body that
// would close that function (`}); sideEffect(); (function(){`) is a syntax error. Compiling is bounded by the
// code's length (at most FILTER_CODE_MAX characters) and runs in sandbox workers queued per owner, so one
// user's saves do not hold up another's.
let sandbox: Sandbox | null = null;

/**
 * The problem with an applet's filter code (path /applet/filter_code in
 * spec/composer-and-header.md#5-validation-rules), or null when it compiles. The line number is the code's
 * own. Check the plan first: a user without filter code never gets here.
 */
export async function filterCodeProblem(code: string, owner: string): Promise<string | null> {
  if (!code.trim()) return null;
  if (code.length > FILTER_CODE_MAX) return `is too long (maximum is ${FILTER_CODE_MAX} characters)`;
  sandbox ??= createSandbox({ workers: 2, timeoutMs: 1000 });
  const result = await sandbox.parseFunctionBody(code, [], { owner });
  if (result.ok) return null;
  const { message, line } = result.error;
  return line === undefined ? message : `${message} (line ${line})`;
}

export async function closeFilterCodeSandbox(): Promise<void> {
  const running = sandbox;
  sandbox = null;
  await running?.close();
}
