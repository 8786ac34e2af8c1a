// Hive Gateway's CLI, as its own `hive-gateway` bin starts it, but logging from its first line
// through the project's JSON logger (each line with the pid, the request's id while serving one):
// the bin's own logger writes its start-up lines in a format of its own.
import { createRequire } from 'node:module';
import { enableModuleCachingIfPossible, handleNodeWarnings, run } from '@graphql-hive/gateway';
import type * as RouterAuth from '@switchyard/router-auth';

const require = createRequire(import.meta.url);
const { routerLogging } = require('@switchyard/router-auth') as typeof RouterAuth;
(globalThis as { __VERSION__?: string }).__VERSION__ = (
  require('@graphql-hive/gateway/package.json') as { version: string }
).version;

enableModuleCachingIfPossible();
handleNodeWarnings();
const log = routerLogging({});
run({ log }).catch((err: unknown) => {
  log.error({ err }, 'the router failed to start');
  process.exit(1);
});
