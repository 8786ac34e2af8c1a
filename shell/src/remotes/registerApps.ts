import { registerApplication, type LifeCycles } from 'single-spa';
import { matchesRoute, type RemoteEntry } from '@switchyard/client';
import { containedApp } from './containedApp';
import type { AppElementProps } from './RemoteFallback';

/** The shell's own application for paths no remote claims (home at /, not found elsewhere). */
export const HOME_APP = 'shell-home';
/** The shell's registry page for staff (issue 39). */
export const REGISTRY_APP = 'shell-registry';
export const REGISTRY_ROUTE = '/admin/remotes';

export function claims(remote: RemoteEntry, pathname: string): boolean {
  return remote.routes.some((prefix) => matchesRoute(pathname, prefix));
}

/** The element an application renders into: its own child of #sy-main. */
export function appElement(main: HTMLElement, name: string): HTMLElement {
  const id = `sy-app-${name}`;
  let el = main.querySelector<HTMLElement>(`#${CSS.escape(id)}`);
  if (!el) {
    el = document.createElement('div');
    el.id = id;
    main.appendChild(el);
  }
  return el;
}

export interface RegisterAppsOptions {
  remotes: RemoteEntry[];
  main: HTMLElement;
  /** Loads a remote's `./app` module (called only when one of its routes becomes active). */
  loadModule: (remote: RemoteEntry) => Promise<unknown>;
  fallback: LifeCycles<AppElementProps>;
  /** The shell's home, loaded like a remote: only when its routes are active. */
  loadHome: () => Promise<LifeCycles<AppElementProps>>;
  /** The registry page at REGISTRY_ROUTE (a chunk of its own), unless a remote claims the path. */
  loadRegistry: () => Promise<LifeCycles<AppElementProps>>;
}

/**
 * Registers each remote on its route prefixes, the shell's registry page on its own, and the shell's
 * home where neither is active.
 */
export function registerApps({
  remotes,
  main,
  loadModule,
  fallback,
  loadHome,
  loadRegistry,
}: RegisterAppsOptions): void {
  for (const remote of remotes) {
    registerApplication<AppElementProps>({
      name: remote.name,
      app: containedApp(() => loadModule(remote), fallback),
      activeWhen: (location) => claims(remote, location.pathname),
      customProps: { domElement: appElement(main, remote.name) },
    });
  }
  const remoteAt = (pathname: string) => remotes.some((remote) => claims(remote, pathname));
  const registryAt = (pathname: string) => matchesRoute(pathname, REGISTRY_ROUTE) && !remoteAt(pathname);
  registerApplication<AppElementProps>({
    name: REGISTRY_APP,
    app: containedApp(loadRegistry, fallback),
    activeWhen: (location) => registryAt(location.pathname),
    customProps: { domElement: appElement(main, REGISTRY_APP) },
  });
  registerApplication<AppElementProps>({
    name: HOME_APP,
    app: loadHome,
    activeWhen: (location) => !remoteAt(location.pathname) && !registryAt(location.pathname),
    customProps: { domElement: appElement(main, HOME_APP) },
  });
}
