export { createSandbox } from './createSandbox';
export { DEFAULT_LIMITS, MIN_MEMORY_LIMIT_BYTES } from './sandboxLimits';
export type {
  Capabilities,
  Sandbox,
  SandboxErrorKind,
  SandboxFetchInit,
  SandboxFetchResponse,
  SandboxLog,
  SandboxLogLevel,
  SandboxOptions,
  SandboxResult,
} from './sandboxTypes';
