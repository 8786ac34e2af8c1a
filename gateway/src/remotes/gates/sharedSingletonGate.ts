import { satisfies, valid } from 'semver';
import type { SharedVersion } from '@switchyard/build/sharedVersions';
import type { FederationManifest } from '../types';

/** Shared modules every remote must take from the shell: a second copy of React breaks hooks. */
const MUST_SHARE = ['react', 'react-dom'];

/**
 * Why the build's shared modules cannot run on the shell's copies (empty when they can): each must
 * be one the shell provides, a singleton, and of a version inside the shell's range.
 */
export function sharedSingletonGate(manifest: FederationManifest, shellShared: SharedVersion[]): string[] {
  const shell = new Map(shellShared.map((s) => [s.name, s]));
  const shared = manifest.shared ?? [];
  const reasons: string[] = [];
  for (const name of MUST_SHARE)
    if (!shared.some((s) => s.name === name))
      reasons.push(`${name} is not shared: the build would run its own copy beside the shell's`);
  for (const entry of shared) {
    const provided = shell.get(entry.name);
    if (!provided) {
      reasons.push(`${entry.name} is shared, but the shell does not provide it`);
      continue;
    }
    if (entry.singleton !== true)
      reasons.push(`${entry.name} is not shared as a singleton: the page needs the shell's one copy`);
    if (!entry.version || !valid(entry.version))
      reasons.push(
        `${entry.name} has no version in the build's manifest to check against the shell's ${provided.range}`,
      );
    else if (!satisfies(entry.version, provided.range))
      reasons.push(`${entry.name} ${entry.version} does not satisfy the shell's ${provided.range}`);
  }
  return reasons;
}
