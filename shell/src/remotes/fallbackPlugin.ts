import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { LOAD_ERROR } from './remoteFailure';

/**
 * Module Federation runtime plugin: when loading a remote module fails for good (manifest, entry
 * script, chunk or expose), `loadRemote` resolves to a stand-in module built by `fallback` instead
 * of rejecting. The stand-in carries the error under LOAD_ERROR so the shell can retry network
 * errors, then, for a canary, register the live version's entry in its place and load that
 * (loadRemoteApp's switchEntry, canaryFallback).
 */
export function fallbackPlugin(fallback: () => object): ModuleFederationRuntimePlugin {
  return {
    name: 'switchyard-remote-fallback',
    errorLoadRemote({ lifecycle, error, id }) {
      // Other lifecycles (manifest, shared modules) expect other kinds of values; their errors
      // reach loadRemote and come back here as 'onLoad'.
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[shell] remote module ${id} could not be loaded`, error);
      return { ...fallback(), [LOAD_ERROR]: error };
    },
  };
}
