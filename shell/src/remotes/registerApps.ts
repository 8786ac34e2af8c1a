import { registerApplication, type LifeCycles } from 'single-spa';
import { matchesRoute, type RemoteEntry } from '@switchyard/client';
import { containedApp } from './containedApp';
import type { AppElementProps } from './RemoteFallback';

/** The shell's own application for paths no remote claims (home at /, not found elsewhere). */
export const HOME_APP = 'shell-home';

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
}

/** Registers each remote on its route prefixes, and the shell's home where no remote is active. */
export function registerApps({ remotes, main, loadModule, fallback, loadHome }: RegisterAppsOptions): void {
  for (const remote of remotes) {
    registerApplication<AppElementProps>({
      name: remote.name,
      app: containedApp(() => loadModule(remote), fallback),
      activeWhen: (location) => claims(remote, location.pathname),
      customProps: { domElement: appElement(main, remote.name) },
    });
  }
  registerApplication<AppElementProps>({
    name: HOME_APP,
    app: loadHome,
    activeWhen: (location) => !remotes.some((remote) => claims(remote, location.pathname)),
    customProps: { domElement: appElement(main, HOME_APP) },
  });
}
