import './Queries.css';
import { EditQueryView } from './EditQueryView';
import { NewQueryView } from './NewQueryView';
import { QueriesNotFound } from './QueriesNotFound';
import { decodeSegment } from '../decodeSegment';

/**
 * Below {queriesUrl} = /services/{module_name}/queries: new and edit; anything else is not found.
 * (The index is QueryIndexView, a page of its own: it loads none of the editor's code.)
 */
export function QueryEditorArea({
  serviceModuleName,
  subPath,
}: {
  serviceModuleName: string;
  subPath: string;
}) {
  const segments = subPath.split('/').filter(Boolean);
  if (segments.length === 1 && segments[0] === 'new')
    return <NewQueryView serviceModuleName={serviceModuleName} />;
  const queryModuleName = segments.length === 1 ? decodeSegment(segments[0]) : null;
  if (queryModuleName) {
    return (
      <EditQueryView
        key={queryModuleName}
        serviceModuleName={serviceModuleName}
        queryModuleName={queryModuleName}
      />
    );
  }
  return <QueriesNotFound />;
}
