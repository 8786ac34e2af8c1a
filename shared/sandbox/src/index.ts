export { createSandbox } from './createSandbox';
export { SANDBOX_BUSY_MESSAGE } from './sandboxPool';
export { DEFAULT_LIMITS, MIN_MEMORY_LIMIT_BYTES } from './sandboxLimits';
export type {
  Capabilities,
  ParseResult,
  RunOptions,
  Sandbox,
  SandboxErrorKind,
  SandboxFetchInit,
  SandboxFetchResponse,
  SandboxLog,
  SandboxLogLevel,
  SandboxOptions,
  SandboxResult,
} from './sandboxTypes';
