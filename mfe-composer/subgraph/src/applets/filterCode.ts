import { createSandbox, type Sandbox } from '@switchyard/sandbox';

// Compiles without running: the guest builds a Function from the code and returns; only a syntax
// error can come back. The code never runs on the host (the engine runs it in the same sandbox).
const COMPILER = 'function handler(input) { new Function(input.code); return true; }';

let sandbox: Sandbox | null = null;

/**
 * The problem with an applet's filter code (§5 path /applet/filter_code), or null when it compiles.
 * The line number is the code's own (the Function wrapper adds two lines before it).
 */
export async function filterCodeProblem(code: string, owner: string): Promise<string | null> {
  if (!code.trim()) return null;
  sandbox ??= createSandbox({ workers: 1, timeoutMs: 1000 });
  const result = await sandbox.run(COMPILER, { code }, {}, { owner });
  if (result.ok) return null;
  if (result.error.kind === 'busy') return result.error.message;
  const [first, ...stack] = result.error.message.split('\n');
  const at = stack.map((l) => /<input>:(\d+):(\d+)/.exec(l)).find(Boolean);
  return at ? `${first} (line ${Math.max(1, Number(at[1]) - 2)})` : first;
}

export async function closeFilterCodeSandbox(): Promise<void> {
  const running = sandbox;
  sandbox = null;
  await running?.close();
}
