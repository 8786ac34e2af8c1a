import { lazy, type ComponentType } from 'react';

/** A page component loaded when first shown, whose code a route loader can start loading sooner. */
export type LazyPage<P> = ComponentType<P> & {
  /** Starts loading the page's code; resolves once it has loaded (never rejects). */
  preload(): Promise<void>;
};

/**
 * A page from a module's named export, its code loaded when first needed. The route's loader calls
 * preload() as the route matches, alongside the page's query. Once loaded, the page renders at once:
 * React.lazy would still suspend for a tick, and React holds a revealed Suspense boundary back for up
 * to 300 ms (its fallback throttle), which was most of the wait between a page's data and its paint.
 * A failed load is not kept: the next preload or render tries again.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await start() }));
  const Page = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  Page.preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  return Page;
}
