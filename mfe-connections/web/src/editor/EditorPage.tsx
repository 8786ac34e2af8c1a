import { preloadQuery } from '@switchyard/client/apollo';
import type { ConnectionMode } from '@switchyard/connections-common';
import { EditorConnectionDocument, EditorNewServicesDocument } from '../gql/graphql';

export interface EditorPageProps {
  mode: ConnectionMode;
  connectionId?: string;
  ownerModuleName?: string;
  selectedService?: string;
}

/** Starts the editor's queries as its route matches (all together, before the page's code loads). */
export function loadEditorRoute(props: EditorPageProps): void {
  if (props.mode === 'new') {
    if (props.ownerModuleName && props.selectedService)
      preloadQuery(EditorNewServicesDocument, {
        module_names: [props.ownerModuleName, props.selectedService],
      });
  } else if (props.connectionId) preloadQuery(EditorConnectionDocument, { id: props.connectionId });
}

/** The connection create/edit/publish screen (spec/connections.md#connection-createeditpublish-screen). */
export function EditorPage(_props: EditorPageProps) {
  return null;
}

export default EditorPage;
