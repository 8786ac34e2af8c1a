import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import type { AppElementProps } from '../remotes/RemoteFallback';
import { Home } from './Home';

/** single-spa lifecycles of the shell's home application. */
export function homeApp(registryFailed: boolean): LifeCycles<AppElementProps> {
  let root: Root | null = null;
  return {
    bootstrap: async () => {},
    mount: async ({ domElement }) => {
      root = createRoot(domElement);
      root.render(<Home registryFailed={registryFailed} />);
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}
