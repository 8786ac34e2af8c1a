import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { getSession } from '@switchyard/client';
import { Button, EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import { OutboxDocument } from '../../orgOperations';
import { OutboxMessageItem } from './OutboxMessageItem';

export const OUTBOX_SIZE = 50;

const newestFirst = (a: { sent_at: string }, b: { sent_at: string }) =>
  Date.parse(b.sent_at) - Date.parse(a.sent_at);

/** /outbox: the e-mails sent to the signed-in user's address, newest first. */
export function OutboxPage() {
  const { data, loading, error, refetch } = useQuery(OutboxDocument, {
    variables: { first: OUTBOX_SIZE },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: ROUTE_LOADED,
  });
  const retry = () => void refetch().catch(() => undefined);

  let body;
  if (data) {
    const messages = [...data.outbox].sort(newestFirst);
    body =
      messages.length === 0 ? (
        <EmptyState title="No e-mails yet">
          <p>Invitations sent to your address will show up here.</p>
        </EmptyState>
      ) : (
        <ul className="org-mail-list">
          {messages.map((m) => (
            <OutboxMessageItem key={m.id} message={m} />
          ))}
        </ul>
      );
  } else if (loading) {
    body = <LoadingState label="Loading your outbox…" />;
  } else {
    if (error) console.error('Loading the outbox failed', error);
    body = <ErrorState message="Couldn't load your e-mails" onRetry={retry} />;
  }

  return (
    <section className="org-panel" aria-labelledby="org-outbox-title">
      <header className="org-page__header">
        <h1 id="org-outbox-title" className="org-page__title">
          Outbox
        </h1>
        {data && (
          <Button onClick={retry} disabled={loading}>
            Refresh
          </Button>
        )}
      </header>
      <p className="org-muted">
        When no SMTP server is configured, this demo delivers e-mail here instead: these are the messages sent
        to your address.
      </p>
      {getSession().viewer?.emailVerified === false && (
        <p className="org-notice" role="status">
          Your address is not confirmed yet: only the confirmation e-mail is shown here. Follow its link, then
          the mail sent to your address appears. <a href="/account">Your account</a>
        </p>
      )}
      {body}
    </section>
  );
}
