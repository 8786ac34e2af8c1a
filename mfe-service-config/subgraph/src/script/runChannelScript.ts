import { createSandbox, type Sandbox, type SandboxLog, type SandboxResult } from '@switchyard/sandbox';
import type {
  ScriptOperation,
  ScriptStepType,
  StepBody,
} from '@switchyard/service-config-common/rules/stepTest';
import type { ScriptFetch } from './scriptFetch';

/** What the script's handler receives as its first argument (the domain README, "Adapter scripts"). */
export interface ScriptRequest {
  operation: ScriptOperation;
  /** /{product}/v1/{triggers|queries|actions}/{module}[/field/{slug}] */
  endpoint: string;
  step: { type: ScriptStepType; module_name: string; field_slug: string | null };
  body: StepBody;
  service: { module_name: string; api_url_prefix: string | null };
}

export type ScriptRunResult = SandboxResult;
export type ScriptLog = SandboxLog;

/** The limits of a script run (documented in the domain README). */
export const SCRIPT_RUN_LIMITS = {
  /** CPU time of the script's own code. */
  timeoutMs: 1000,
  /** The whole run, waiting on fetch included. */
  wallTimeoutMs: 15_000,
  memoryLimitBytes: 32 * 1024 * 1024,
  /** Of the returned value's JSON, and separately of the logs. */
  maxOutputBytes: 1024 * 1024,
  maxLogEntries: 1000,
  maxCapabilityCalls: 10,
} as const;

let sandbox: Sandbox | null = null;

/**
 * The one place a channel script meets the sandbox: QuickJS on worker threads (@switchyard/sandbox),
 * shared by every run of this process and started on the first one. The script defines
 * `handler(request, env)`; its only capability is the guarded fetch given here. `owner` (the user who
 * runs it) is whose turn it is in the pool: one user's stuck scripts never hold up another's.
 */
export function runChannelScript(
  script: string,
  request: ScriptRequest,
  capabilities: { fetch: ScriptFetch },
  owner: string,
): Promise<ScriptRunResult> {
  sandbox ??= createSandbox({ workers: 2, ...SCRIPT_RUN_LIMITS });
  return sandbox.run(script, request, { fetch: (url, init) => capabilities.fetch(url, init) }, { owner });
}

/** Stops the sandbox's workers (tests, shutdown); the next run starts them again. */
export async function closeChannelScriptSandbox(): Promise<void> {
  const running = sandbox;
  sandbox = null;
  await running?.close();
}
