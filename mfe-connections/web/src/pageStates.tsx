import { linkClick } from '@switchyard/client';
import { EmptyState, ErrorState } from '@switchyard/ui';
import { connectionsPath } from './paths';

/** What a connection's pages show when it is missing or not the viewer's to see (the same answer). */
export const CONNECTION_NOT_FOUND = 'Connection not found';

export function ConnectionNotFound() {
  return (
    <section className="cn-page">
      <EmptyState
        title={CONNECTION_NOT_FOUND}
        action={
          <a href={connectionsPath()} onClick={linkClick}>
            Your connections
          </a>
        }
      >
        There is no connection at this address, or it is not yours to see.
      </EmptyState>
    </section>
  );
}

/** A page whose query failed: the message and a Retry that asks again. */
export function PageError({ message, retry }: { message: string; retry: () => Promise<unknown> }) {
  return (
    <section className="cn-page">
      <ErrorState message={message} onRetry={() => void retry().catch(() => undefined)} />
    </section>
  );
}
