import './Queries.css';
import { EditQueryView } from './EditQueryView';
import { NewQueryView } from './NewQueryView';
import { QueriesNotFound } from './QueriesNotFound';
import { QueryIndexView } from './QueryIndexView';

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** {queriesUrl} = /services/{module_name}/queries: index, new and edit; anything else is not found. */
export function QueriesArea({ serviceModuleName, subPath }: { serviceModuleName: string; subPath: string }) {
  const segments = subPath.split('/').filter(Boolean);
  if (segments.length === 0) return <QueryIndexView serviceModuleName={serviceModuleName} />;
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
