import type { RemoteEntry } from '@switchyard/client';
import { discardCanary } from './discardCanary';

export interface LoadFailureReport {
  remote: string;
  version: string;
}

export interface CanaryFallbackOptions {
  /** The Module Federation runtime's registerRemotes (force replaces a registered remote). */
  registerRemotes: (remotes: { name: string; entry: string }[], options: { force: boolean }) => void;
  /** Tells the gateway a version failed to load for this user (POST /remote-load-failures). */
  report: (failure: LoadFailureReport) => Promise<void>;
}

/**
 * For the remotes registered with a canary's entry (those with a `fallback`): a function that, when
 * such a remote failed to load for good, discards what the canary left in the page, registers the
 * live version's entry in its place and reports the canary's failure, once per remote and page. It answers whether it switched (load again) or not
 * (the remote has no live version to fall back to, or already fell back).
 */
export function canaryFallback(
  remotes: RemoteEntry[],
  { registerRemotes, report }: CanaryFallbackOptions,
): (remoteName: string) => boolean {
  const canaries = new Map(
    remotes.filter((r) => r.fallback && r.fallback !== r.entry).map((r) => [r.name, r] as const),
  );
  return (remoteName) => {
    const canary = canaries.get(remoteName);
    if (!canary?.fallback) return false;
    canaries.delete(remoteName);
    console.warn(
      `[shell] canary ${canary.version ?? canary.entry} of ${remoteName} failed: loading the live version`,
    );
    discardCanary(remoteName, canary.entry);
    registerRemotes([{ name: remoteName, entry: canary.fallback }], { force: true });
    if (canary.version) {
      report({ remote: remoteName, version: canary.version }).catch((error: unknown) =>
        console.error(`[shell] the load failure of ${remoteName} could not be reported`, error),
      );
    }
    return true;
  };
}
