import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { getSession } from '@switchyard/client';
import type { AppElementProps } from '../remotes/RemoteFallback';
import { RegistryPage } from './RegistryPage';

/** single-spa lifecycles of the registry page (a chunk of its own: only staff open it). */
export function registryApp(): LifeCycles<AppElementProps> {
  let root: Root | null = null;
  return {
    bootstrap: async () => {},
    mount: async ({ domElement }) => {
      root = createRoot(domElement);
      root.render(<RegistryPage staff={getSession().viewer?.staff ?? false} />);
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}
