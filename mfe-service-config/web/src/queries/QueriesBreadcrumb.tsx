import { linkClick } from '@switchyard/client';
import { queriesUrl } from './operations';

/** Service › Queries, back to the service page and the list. */
export function QueriesBreadcrumb({
  serviceModuleName,
  serviceName,
  withQueries = true,
}: {
  serviceModuleName: string;
  serviceName: string;
  withQueries?: boolean;
}) {
  return (
    <nav aria-label="Breadcrumb" className="sc-breadcrumb">
      <a href={`/services/${encodeURIComponent(serviceModuleName)}`} onClick={linkClick}>
        {serviceName}
      </a>
      {withQueries && (
        <>
          {' › '}
          <a href={queriesUrl(serviceModuleName)} onClick={linkClick}>
            Queries
          </a>
        </>
      )}
    </nav>
  );
}
