import { createRoot, type Root } from 'react-dom/client';
import { ErrorState } from '@switchyard/ui';
import type { LifeCycles } from 'single-spa';

export const REMOTE_FAILURE_TEXT = 'This part of Switchyard could not be loaded';

/** What stands in for a part of the page that could not be loaded or crashed. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return <ErrorState message={REMOTE_FAILURE_TEXT} onRetry={onRetry} />;
}

export interface AppElementProps {
  /** The element inside #sy-main that the application renders into. */
  domElement: HTMLElement;
}

/**
 * single-spa lifecycles that render the fallback into the application's element; Retry calls
 * `retry(appName)` (the shell unloads the application so single-spa loads and mounts it again).
 */
export function fallbackLifecycles(retry: (appName: string) => void): LifeCycles<AppElementProps> {
  const roots = new Map<HTMLElement, { root: Root; container: HTMLElement }>();
  return {
    bootstrap: async () => {},
    mount: async ({ name, domElement }) => {
      const container = document.createElement('div');
      domElement.appendChild(container);
      const root = createRoot(container);
      root.render(<RemoteFallback onRetry={() => retry(name)} />);
      roots.set(domElement, { root, container });
    },
    unmount: async ({ domElement }) => {
      const mounted = roots.get(domElement);
      if (!mounted) return;
      roots.delete(domElement);
      mounted.root.unmount();
      mounted.container.remove();
    },
  };
}
