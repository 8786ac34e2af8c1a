import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { linkClick, navigate, useLocation } from '@switchyard/client';
import { Button, EmptyState, ErrorState, flash, LoadingState, SelectField, useConfirm } from '@switchyard/ui';
import { useEffect, useState } from 'react';
import { ComposerServicesDocument, MyServicesDocument } from '../gql/graphql';
import { ApiTokenForm } from './ApiTokenForm';
import { beginConnect, connectionOutcome, disconnect } from './connectionRequests';

export const MY_SERVICES = '/my_services';

/** /my_services: the services the user is connected to; connect another, or disconnect one. */
export function MyServicesPage() {
  const { search } = useLocation();
  const mine = useQuery(MyServicesDocument, { fetchPolicy: ROUTE_LOADED });
  const all = useQuery(ComposerServicesDocument, { fetchPolicy: ROUTE_LOADED });
  const [confirm, confirmDialog] = useConfirm();
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);

  // The partner sent the browser back here: say how it went, once.
  useEffect(() => {
    const outcome = connectionOutcome(search);
    if (!outcome) return;
    if ('connected' in outcome) flash('Service connected');
    else flash(outcome.error, 'error');
    navigate(MY_SERVICES, { replace: true });
  }, [search]);

  const services = mine.data?.myServices;
  if (!services) {
    if (mine.loading) return <LoadingState label="Loading your services…" />;
    return (
      <ErrorState
        message="Your services could not be loaded."
        onRetry={() => void mine.refetch().catch(() => undefined)}
      />
    );
  }
  const connectable = (all.data?.composerChannels ?? []).filter((c) => c.needs_connection && !c.connected);
  const chosen = connectable.find((c) => c.module_name === choice);

  const reactivations = mine.data?.myReactivations ?? [];

  async function connect(module = choice) {
    setBusy(true);
    const begun = await beginConnect(module, MY_SERVICES).catch(() => ({
      error: 'The connection could not begin.',
    }));
    if ('url' in begun) return void window.location.assign(begun.url);
    setBusy(false);
    flash(begun.error, 'error');
  }
  async function remove(module: string, name: string) {
    if (
      !(await confirm(`Disconnect ${name}? Your Applets that use it are turned off.`, {
        yesLabel: 'Disconnect',
        danger: true,
      }))
    )
      return;
    const off = await disconnect(module).catch(() => null);
    if (off === null) return flash(`${name} could not be disconnected.`, 'error');
    flash(
      off ? `${name} disconnected; ${off} Applet${off === 1 ? '' : 's'} turned off` : `${name} disconnected`,
    );
    await mine.refetch().catch(() => undefined);
  }

  return (
    <div className="composer-list">
      <header className="composer-list__header">
        <h1>My services</h1>
        <a href="/my_applets" onClick={linkClick}>
          My Applets
        </a>
      </header>
      {reactivations.length > 0 && (
        <ul className="composer-reactivations" aria-label="Services to connect again">
          {reactivations.map((r) => (
            <li key={r.service.id} className="composer-reactivation" role="status">
              <span>{r.message}</span>
              {r.service.authentication_type === 'api_token_auth' ? (
                <Button onClick={() => setChoice(r.service.module_name)}>Connect {r.service.name}</Button>
              ) : (
                <Button variant="primary" disabled={busy} onClick={() => void connect(r.service.module_name)}>
                  Connect {r.service.name}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {services.length === 0 ? (
        <EmptyState title="No services connected">
          Connect a service to use its triggers, queries and actions.
        </EmptyState>
      ) : (
        <ul className="composer-connections">
          {services.map((s) => (
            <li
              key={s.service.id}
              className="composer-connection"
              style={{ borderLeftColor: s.service.brand_color ?? undefined }}
            >
              <div>
                <strong>{s.service.name}</strong>
                <p className="composer-status">
                  Connected {new Date(s.connected_at).toLocaleDateString()} (
                  {s.kind === 'api_token' ? 'API token' : 'OAuth'})
                </p>
              </div>
              <Button variant="danger" onClick={() => void remove(s.service.module_name, s.service.name)}>
                Disconnect
              </Button>
            </li>
          ))}
        </ul>
      )}
      {connectable.length > 0 && (
        <div className="composer-tags__add">
          <SelectField
            label="Connect a service"
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            options={[
              { value: '', label: 'Choose a service' },
              ...connectable.map((c) => ({ value: c.module_name, label: c.name })),
            ]}
          />
          {chosen?.authentication_type === 'api_token_auth' ? (
            <ApiTokenForm
              module={chosen.module_name}
              name={chosen.name}
              onSaved={() => {
                setChoice('');
                void Promise.all([mine.refetch(), all.refetch()]).catch(() => undefined);
              }}
            />
          ) : (
            <Button variant="primary" disabled={!choice || busy} onClick={() => void connect()}>
              Connect
            </Button>
          )}
        </div>
      )}
      {confirmDialog}
    </div>
  );
}
