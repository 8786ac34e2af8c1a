import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { getDefaultStore } from 'jotai';
import { createRoot } from 'react-dom/client';
import { addErrorHandler, start, unloadApplication } from 'single-spa';
import { loadSession, sessionAtom, setSession, type RemoteEntry } from '@switchyard/client';
import { readBootData } from '@switchyard/client/boot';
import { mountHeader } from './header/mountHeader';
import { homeApp } from './home/homeApp';
import { loginUrl } from './loginRedirect';
import { canaryFallback } from './remotes/canaryFallback';
import { fallbackPlugin } from './remotes/fallbackPlugin';
import { fetchRemoteRegistry } from './remotes/fetchRemoteRegistry';
import { loadRemoteApp } from './remotes/loadRemoteApp';
import { registerApps } from './remotes/registerApps';
import { fallbackLifecycles, RemoteFallback } from './remotes/RemoteFallback';
import { reportLoadFailure } from './remotes/reportLoadFailure';
import { retry } from './remotes/retry';
import { readSupportEntitlement } from './support/supportEntitlement';
import { clearRoutePlaceholders } from './remotes/routePlaceholder';

/** The session and the registry: inline in the page the gateway served, or fetched (both at once). */
function sessionAndRegistry() {
  const boot = readBootData(document);
  if (boot) {
    const session = { viewer: boot.viewer, csrfToken: boot.csrfToken };
    setSession(session);
    return {
      session: Promise.resolve(session),
      registry: Promise.resolve({ remotes: boot.remotes, failed: false }),
    };
  }
  const registry = retry(() => fetchRemoteRegistry()).then(
    (remotes) => ({ remotes, failed: false }),
    (error: unknown) => {
      console.error('[shell] /remotes.json could not be loaded', error);
      return { remotes: [] as RemoteEntry[], failed: true };
    },
  );
  return { session: loadSession(), registry };
}

async function main() {
  const { session: loaded, registry } = sessionAndRegistry();
  const session = await loaded;
  if (!session.viewer) {
    window.location.assign(loginUrl(window.location));
    return;
  }
  getDefaultStore().set(sessionAtom, session);
  mountHeader(document.getElementById('sy-header')!, session.viewer, {
    support: readSupportEntitlement(document),
  });

  const fallback = fallbackLifecycles((name) => void unloadApplication(name));
  registerPlugins([fallbackPlugin(() => fallback)]);
  // Every remote's pages use Apollo: the shell provides the one copy they share, so it is one of
  // the shell's chunks (preloaded with them) rather than a second wave after a remote's code ran.
  void import('@switchyard/client/apollo');
  const { remotes, failed } = await registry;
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
  // A canary that fails to load for good gives way to the live version (issue 39).
  const toLive = canaryFallback(remotes, { registerRemotes, report: reportLoadFailure });
  const main = document.getElementById('sy-main')!;
  registerApps({
    remotes,
    main,
    loadModule: (remote) =>
      loadRemoteApp(loadRemote, remote.name, { switchEntry: () => toLive(remote.name) }),
    fallback,
    loadHome: async () => homeApp(failed),
    loadRegistry: () => import('./registry/registryApp').then((m) => m.registryApp()),
  });
  addErrorHandler((error) => console.error('[shell] application error', error));
  // A route left before its remote loaded keeps no placeholder: once single-spa has mounted what the
  // route shows, what is still loading is not shown.
  window.addEventListener('single-spa:routing-event', () => clearRoutePlaceholders(main));
  start({ urlRerouteOnly: true });
}

main().catch((error: unknown) => {
  console.error('[shell] could not start', error);
  createRoot(document.getElementById('sy-main')!).render(
    <RemoteFallback onRetry={() => window.location.reload()} />,
  );
});
