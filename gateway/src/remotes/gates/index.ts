/**
 * The publish gates of the remote registry (README, "Gates"): every reason a build may not be
 * published, in sentences for the domain team. Pure reads of the upload and the platform's files.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPERATIONS_FILE } from '@switchyard/build/operationsDocument';
import { SHARED_FILE, type SharedVersion } from '@switchyard/build/sharedVersions';
import type { Bundle, FederationManifest } from '../types';
import { budgetGate } from './budgetGate';
import { operationsGate } from './operationsGate';
import { sharedSingletonGate } from './sharedSingletonGate';

export { budgetGate, operationsGate, sharedSingletonGate };

const REBUILD = 'rebuild with @switchyard/build';

/** The build's JSON file, or the reason it cannot be read. */
function jsonOf<T>(bundle: Bundle, path: string): T | string {
  const body = bundle.files.get(path);
  if (!body) return `the build has no ${path}: ${REBUILD}`;
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    if (value && typeof value === 'object') return value as T;
  } catch {
    // Reported below with the file's name.
  }
  return `the build's ${path} is not a JSON object`;
}

/** The singletons the live shell provides, or the reason they cannot be read. */
function shellSharedOf(shellDist: string): SharedVersion[] | string {
  const file = join(shellDist, SHARED_FILE);
  if (!existsSync(file)) return `the platform's shell has no ${SHARED_FILE} to check shared modules against`;
  return (JSON.parse(readFileSync(file, 'utf8')) as { shared: SharedVersion[] }).shared;
}

export function runRemoteGates(
  bundle: Bundle,
  platform: { shellDist: string; apiSchemaSdl: string },
): string[] {
  const reasons: string[] = [];
  const manifest = jsonOf<FederationManifest>(bundle, 'mf-manifest.json');
  const shellShared = shellSharedOf(platform.shellDist);
  if (typeof manifest === 'string') reasons.push(manifest);
  else if (typeof shellShared === 'string') reasons.push(shellShared);
  else reasons.push(...sharedSingletonGate(manifest, shellShared));

  const operations = bundle.files.get(OPERATIONS_FILE);
  if (!operations) reasons.push(`the build has no ${OPERATIONS_FILE}: ${REBUILD}`);
  else reasons.push(...operationsGate(operations.toString('utf8'), platform.apiSchemaSdl));

  const built = jsonOf(bundle, 'switchyard.json');
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
