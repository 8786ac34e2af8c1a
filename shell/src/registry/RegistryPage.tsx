import { EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import { DeployTokens } from './DeployTokens';
import { RemoteCard } from './RemoteCard';
import { useRegistry } from './useRegistry';
import './registry.css';

export const NOT_STAFF_TEXT = 'Only staff can see the remote registry.';

function Registry() {
  const { data, error, loading, reload } = useRegistry();
  if (error?.status === 403) return <EmptyState title={NOT_STAFF_TEXT} />;
  if (!data && loading) return <LoadingState label="Loading the remote registry" />;
  if (!data)
    return (
      <ErrorState message="The remote registry could not be loaded" onRetry={() => void reload()}>
        {error && <p className="sy-registry__muted">{error.details}</p>}
      </ErrorState>
    );
  return (
    <div className="sy-registry" aria-busy={loading || undefined}>
      <h1>Remote registry</h1>
      <p className="sy-registry__lead">
        Which version of each remote every user loads, its canary, and the deploy tokens domain teams publish
        with. A change reaches every gateway within seconds.
      </p>
      {error && (
        <div role="alert" className="sy-registry__error sy-registry__refresh-error">
          The registry could not be refreshed: {error.details}{' '}
          <button type="button" className="sy-btn sy-btn--link" onClick={() => void reload()}>
            Retry
          </button>
        </div>
      )}
      {data.remotes.length === 0 ? (
        <EmptyState title="No remote has been published yet">
          A gateway publishes the remotes built in its checkout when it starts; a domain publishes its own
          with <code>pnpm --filter @switchyard/&lt;domain&gt;-web run deploy</code>.
        </EmptyState>
      ) : (
        data.remotes.map((remote) => <RemoteCard key={remote.name} remote={remote} onChanged={reload} />)
      )}
      <DeployTokens remotes={data.remotes.map((r) => r.name)} tokens={data.tokens} onChanged={reload} />
    </div>
  );
}

/** The remote registry for staff at /admin/remotes (issue 39); anyone else is told it is for staff. */
export function RegistryPage({ staff }: { staff: boolean }) {
  return staff ? <Registry /> : <EmptyState title={NOT_STAFF_TEXT} />;
}
