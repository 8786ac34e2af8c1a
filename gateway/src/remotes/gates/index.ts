/**
 * The publish gates of the remote registry (README, "Gates"): every reason a build may not be
 * published, in sentences for the domain team. Pure reads of the upload and the platform's files.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z, type ZodType } from 'zod';
import { OPERATIONS_FILE } from '@switchyard/build/operationsDocument';
import { SHARED_FILE, type SharedVersion } from '@switchyard/build/sharedVersions';
import type { Bundle, FederationManifest } from '../types';
import { budgetGate } from './budgetGate';
import { operationsGate } from './operationsGate';
import { sharedSingletonGate } from './sharedSingletonGate';

const REBUILD = 'rebuild with @switchyard/build';

// The parts of the build's files the gates read; anything else in them is the build's business.
const files = z.array(z.string());
const manifestShape = z.object({
  metaData: z
    .object({ remoteEntry: z.object({ name: z.string(), path: z.string() }).partial() })
    .partial()
    .optional(),
  shared: z
    .array(z.object({ name: z.string(), version: z.string().optional(), singleton: z.boolean().optional() }))
    .optional(),
  exposes: z
    .array(z.object({ assets: z.object({ js: z.object({ sync: files }).partial() }).partial() }).partial())
    .optional(),
});
const builtShape = z.object({
  remote: z.string(),
  pages: z.array(z.object({ chunk: z.string(), files })).optional(),
});

/** The build's JSON file, or the reason it cannot be read. */
function jsonOf<T>(bundle: Bundle, path: string, shape: ZodType): T | string {
  const body = bundle.files.get(path);
  if (!body) return `the build has no ${path}: ${REBUILD}`;
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return `the build's ${path} is not JSON`;
  }
  const parsed = shape.safeParse(value);
  if (parsed.success) return value as T;
  const issue = parsed.error.issues[0];
  return `the build's ${path} is not what @switchyard/build writes: ${issue.path.join('.') || 'the file'}: ${issue.message}`;
}

/** The singletons the live shell provides, or the reason they cannot be read. */
function shellSharedOf(shellDist: string): SharedVersion[] | string {
  const file = join(shellDist, SHARED_FILE);
  if (!existsSync(file)) return `the platform's shell has no ${SHARED_FILE} to check shared modules against`;
  return (JSON.parse(readFileSync(file, 'utf8')) as { shared: SharedVersion[] }).shared;
}

/**
 * Every reason the build may not be published (empty: it may): its shared singletons against the
 * live shell's `shared.json`, its `operations.graphql` against the API schema, its pages' JS
 * against the budget.
 */
export function runRemoteGates(
  bundle: Bundle,
  platform: { shellDist: string; apiSchemaSdl: string },
): string[] {
  const reasons: string[] = [];
  const manifest = jsonOf<FederationManifest>(bundle, 'mf-manifest.json', manifestShape);
  const shellShared = shellSharedOf(platform.shellDist);
  if (typeof manifest === 'string') reasons.push(manifest);
  else if (typeof shellShared === 'string') reasons.push(shellShared);
  else reasons.push(...sharedSingletonGate(manifest, shellShared));

  const operations = bundle.files.get(OPERATIONS_FILE);
  if (!operations) reasons.push(`the build has no ${OPERATIONS_FILE}: ${REBUILD}`);
  else reasons.push(...operationsGate(operations.toString('utf8'), platform.apiSchemaSdl));

  const built = jsonOf(bundle, 'switchyard.json', builtShape);
  if (typeof built === 'string') reasons.push(built);
  else if (typeof manifest !== 'string') {
    try {
      reasons.push(...budgetGate(bundle, platform.shellDist));
    } catch (err) {
      reasons.push(`the pages' JS could not be measured: ${(err as Error).message}`);
    }
  }
  return reasons;
}
