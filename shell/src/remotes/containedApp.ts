import type { AppProps, LifeCycles } from 'single-spa';
import { isLoadFailure } from './remoteFailure';
import type { AppElementProps } from './RemoteFallback';
import { clearRoutePlaceholders, showRoutePlaceholder } from './routePlaceholder';

type Props = AppElementProps & AppProps;
type Lifecycle = LifeCycles<AppElementProps>['mount'];

async function run(fn: Lifecycle | undefined, props: Props) {
  if (!fn) return;
  for (const f of Array.isArray(fn) ? fn : [fn]) await f(props);
}

/** The single-spa lifecycles of a loaded `./app` module (named exports or a default export). */
export function lifecyclesOf(mod: unknown): LifeCycles<AppElementProps> | null {
  const candidates = [mod, (mod as { default?: unknown } | null)?.default];
  for (const c of candidates) {
    if (c && typeof c === 'object' && 'mount' in c && 'unmount' in c) return c as LifeCycles<AppElementProps>;
  }
  return null;
}

/**
 * A single-spa loading function for a remote whose failures stay inside its element: when the
 * module cannot be loaded, is not an application, or its bootstrap/mount throws, the fallback is
 * mounted in its place (until the application is unloaded, which Retry does). Unmount errors are
 * swallowed after clearing the element, so single-spa never marks the application broken. While the
 * module loads, the element shows a placeholder (a slow remote is seen loading, not missing).
 */
export function containedApp(
  load: () => Promise<unknown>,
  fallback: LifeCycles<AppElementProps>,
): (props?: Partial<Props>) => Promise<LifeCycles<AppElementProps>> {
  const clear = async (props: Props) => clearRoutePlaceholders(props.domElement);
  const fallbackInPlace: LifeCycles<AppElementProps> = {
    ...fallback,
    mount: [clear, ...[fallback.mount].flat()],
  };
  return async (props) => {
    if (props?.domElement) showRoutePlaceholder(props.domElement);
    let mod: unknown;
    try {
      mod = await load();
    } catch (error) {
      console.error('[shell] remote could not be loaded', error);
      return fallbackInPlace;
    }
    const remote = lifecyclesOf(mod);
    if (isLoadFailure(mod) || !remote) {
      if (!remote) console.error('[shell] remote module has no single-spa lifecycles', mod);
      return fallbackInPlace;
    }

    let broken = false;
    let showingFallback = false;
    const fail = (stage: string, props: Props, error: unknown) => {
      console.error(`[shell] remote ${props.name} failed to ${stage}`, error);
      broken = true;
    };

    return {
      bootstrap: async (props: Props) => {
        try {
          await run(remote.bootstrap, props);
        } catch (error) {
          fail('bootstrap', props, error);
        }
      },
      mount: async (props: Props) => {
        clearRoutePlaceholders(props.domElement);
        if (!broken) {
          try {
            await run(remote.mount, props);
            return;
          } catch (error) {
            fail('mount', props, error);
            await run(remote.unmount, props).catch(() => {});
          }
        }
        props.domElement.replaceChildren();
        await run(fallback.mount, props);
        showingFallback = true;
      },
      unmount: async (props: Props) => {
        if (showingFallback) {
          showingFallback = false;
          await run(fallback.unmount, props);
          props.domElement.replaceChildren();
          return;
        }
        try {
          await run(remote.unmount, props);
        } catch (error) {
          fail('unmount', props, error);
          props.domElement.replaceChildren();
        }
      },
    };
  };
}
