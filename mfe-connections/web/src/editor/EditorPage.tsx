import { linkClick } from '@switchyard/client';
import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { SERVICE_LOAD_FAILED } from '@switchyard/connections-common';
import { EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import { EditorConnectionDocument, EditorNewServicesDocument } from '../gql/graphql';
import { EditorForm } from './EditorForm';
import { newState, serviceFromGql, stateFromConnection } from './editorState';
import { loadEditorRoute, type EditorPageProps } from './loadEditorRoute';
import { CONNECTION_NOT_FOUND } from '../pageStates';
import './editor.css';

/** Our own: a new connection's services could not both be found among the viewer's. */
const SERVICE_NOT_FOUND = 'Service not found';

export { loadEditorRoute, type EditorPageProps };

/** The connection create/edit/publish screen (spec/connections.md#connection-createeditpublish-screen). */
export function EditorPage(props: EditorPageProps) {
  if (props.mode === 'new')
    return props.ownerModuleName && props.selectedService ? (
      <NewEditor ownerModuleName={props.ownerModuleName} selectedService={props.selectedService} />
    ) : (
      <EmptyState title={SERVICE_NOT_FOUND} />
    );
  return props.connectionId ? (
    <ExistingEditor mode={props.mode} connectionId={props.connectionId} />
  ) : (
    <EmptyState title={CONNECTION_NOT_FOUND} />
  );
}

export default EditorPage;

function NewEditor({
  ownerModuleName,
  selectedService,
}: {
  ownerModuleName: string;
  selectedService: string;
}) {
  const { data, loading, refetch } = useQuery(EditorNewServicesDocument, {
    variables: { module_names: [ownerModuleName, selectedService] },
    fetchPolicy: ROUTE_LOADED,
  });
  if (!data) {
    if (loading) return <LoadingState label="Loading services" />;
    return <ErrorState message={SERVICE_LOAD_FAILED} onRetry={() => void refetch()} />;
  }
  const mine = data.myConnectionServices.some((s) => s.module_name === ownerModuleName);
  const owner = data.connectionChannels.find((s) => s.module_name === ownerModuleName);
  const target = data.connectionChannels.find((s) => s.module_name === selectedService);
  if (!mine || !owner || !target)
    return (
      <EmptyState
        title={SERVICE_NOT_FOUND}
        action={
          <a href="/connections" onClick={linkClick}>
            Your connections
          </a>
        }
      />
    );
  const state = newState(serviceFromGql(owner), serviceFromGql(target));
  return (
    <EditorForm
      key={`${owner.id}:${target.id}`}
      mode="new"
      initial={state}
      published={false}
      installsCount={0}
      thumbnailUrl={null}
    />
  );
}

function ExistingEditor({ mode, connectionId }: { mode: 'edit' | 'publish'; connectionId: string }) {
  const { data, loading, error, refetch } = useQuery(EditorConnectionDocument, {
    variables: { id: connectionId },
    fetchPolicy: ROUTE_LOADED,
  });
  if (!data) {
    if (loading) return <LoadingState label="Loading connection" />;
    return (
      <ErrorState
        message={error ? 'Could not load the connection. Please try again.' : CONNECTION_NOT_FOUND}
        onRetry={() => void refetch()}
      />
    );
  }
  const connection = data.connection;
  const state = connection && stateFromConnection(connection);
  if (!connection || !state) return <EmptyState title={CONNECTION_NOT_FOUND} />;
  if (!connection.can_edit)
    return (
      <EmptyState
        title="You can view this connection but not change it"
        action={
          <a href={`/connections/${encodeURIComponent(connection.id)}`} onClick={linkClick}>
            View the connection
          </a>
        }
      />
    );
  return (
    <EditorForm
      key={connection.id}
      mode={mode}
      initial={state}
      published={connection.published}
      installsCount={connection.installs_count}
      thumbnailUrl={connection.sm_background_image_url}
    />
  );
}
