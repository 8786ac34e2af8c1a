/**
 * The editor's route loader, in a module of its own: the routes may import it without the page's
 * code, so the page's queries start as the route matches, beside the page's chunk.
 */
import { preloadQuery } from '@switchyard/client/apollo';
import type { ConnectionMode } from '@switchyard/connections-common';
import { EditorConnectionDocument, EditorNewServicesDocument } from '../gql/graphql';

export interface EditorPageProps {
  mode: ConnectionMode;
  connectionId?: string;
  ownerModuleName?: string;
  selectedService?: string;
}

/** Starts the editor's queries (all together) for these props. */
export function loadEditorRoute(props: EditorPageProps): void {
  if (props.mode === 'new') {
    if (props.ownerModuleName && props.selectedService)
      preloadQuery(EditorNewServicesDocument, {
        module_names: [props.ownerModuleName, props.selectedService],
      });
  } else if (props.connectionId) preloadQuery(EditorConnectionDocument, { id: props.connectionId });
}
