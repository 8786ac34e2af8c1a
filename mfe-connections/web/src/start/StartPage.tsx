import { linkClick, navigate } from '@switchyard/client';
import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { SERVICE_LOAD_FAILED, SERVICES_LOAD_FAILED } from '@switchyard/connections-common/messages';
import { Button, EmptyState, ErrorState, LoadingState, Spinner } from '@switchyard/ui';
import { useRef, useState } from 'react';
import { ConnectionServicesDocument, type OwnService } from '../list/operations';
import { configurePath, connectionsPath } from '../paths';
import { SuggestionModal } from '../suggestion/SuggestionModal';
import { ConnectableServicesDocument, type ConnectableService } from './operations';
import { ServiceSearch, matchServices } from './ServiceSearch';
import { validateTarget } from './validateTarget';
import '../connections.css';

export const CHOOSE_SERVICE_LABEL = 'Service to connect to';
export const SUGGEST_PROMPT = "Don't see the service you want?";
export const SUGGEST_ACTION = 'Suggest a new service';

/**
 * /connections/new/{owner}: the connection start screen (spec/connections.md#connection-start-screen).
 * The owner must be a service of the viewer's organizations; anyone else sees "Service not found".
 */
export function StartPage({ owner }: { owner: string }) {
  const mine = useQuery(ConnectionServicesDocument, { fetchPolicy: ROUTE_LOADED });
  const ownerService = mine.data?.myConnectionServices.find((s) => s.module_name === owner);
  if (ownerService) return <StartScreen key={ownerService.id} owner={ownerService} />;
  if (mine.loading) return <LoadingState label="Loading service…" />;
  if (mine.error) {
    return (
      <section className="cn-page">
        <ErrorState
          message={SERVICE_LOAD_FAILED}
          onRetry={() => void mine.refetch().catch(() => undefined)}
        />
      </section>
    );
  }
  return (
    <section className="cn-page">
      <EmptyState
        title="Service not found"
        action={
          <a href={connectionsPath()} onClick={linkClick}>
            Your connections
          </a>
        }
      >
        There is no service &ldquo;{owner}&rdquo; in your organizations.
      </EmptyState>
    </section>
  );
}

type Check =
  { state: 'idle' } | { state: 'checking' } | { state: 'valid' } | { state: 'invalid'; message: string };

function StartScreen({ owner }: { owner: OwnService }) {
  const targets = useQuery(ConnectableServicesDocument, {
    variables: { owner_module_name: owner.module_name },
    fetchPolicy: ROUTE_LOADED,
  });
  const [chosen, setChosen] = useState<ConnectableService | null>(null);
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const [submitting, setSubmitting] = useState(false);
  const [text, setText] = useState('');
  const [suggesting, setSuggesting] = useState(false);
  const latest = useRef(0);
  const services = targets.data?.connectableServices;

  const choose = (service: ConnectableService | null) => {
    const ask = ++latest.current;
    setChosen(service);
    if (!service) {
      setCheck({ state: 'idle' });
      return;
    }
    setCheck({ state: 'checking' });
    void validateTarget(owner.module_name, service.slug).then((answer) => {
      // Only the last choice's answer counts.
      if (ask !== latest.current) return;
      setCheck(answer.ok ? { state: 'valid' } : { state: 'invalid', message: answer.message });
    });
  };

  const onContinue = () => {
    if (!chosen || check.state !== 'valid') return;
    setSubmitting(true);
    navigate(configurePath(owner.module_name, chosen.slug));
  };

  const noMatch = !!services && !!text.trim() && !chosen && matchServices(services, text).length === 0;
  const busy = submitting || check.state === 'checking';
  return (
    <section className="cn-page" aria-labelledby="start-title">
      <h1 id="start-title">New connection</h1>
      <p className="cn-muted">Choose the service to connect {owner.name} to.</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onContinue();
        }}
      >
        {services ? (
          services.length ? (
            <ServiceSearch
              services={services}
              label={CHOOSE_SERVICE_LABEL}
              chosen={chosen}
              onChoose={choose}
              onTextChange={setText}
              disabled={submitting}
            />
          ) : (
            <EmptyState title="No services accept connections yet" />
          )
        ) : targets.loading ? (
          <LoadingState label="Loading services…" />
        ) : (
          targets.error && (
            <ErrorState
              message={SERVICES_LOAD_FAILED}
              onRetry={() => void targets.refetch().catch(() => undefined)}
            />
          )
        )}
        <div className="cn-choice" aria-live="polite">
          {check.state === 'checking' && <Spinner label="Checking the service…" />}
          {check.state === 'invalid' && (
            <p role="alert" className="sy-field__error">
              {check.message}
            </p>
          )}
        </div>
        <p className="cn-suggest">
          {SUGGEST_PROMPT}{' '}
          <Button variant="link" onClick={() => setSuggesting(true)}>
            {SUGGEST_ACTION}
          </Button>
        </p>
        <div className="cn-actions">
          <a
            href={connectionsPath(owner.module_name)}
            className="sy-btn sy-btn--secondary"
            onClick={linkClick}
          >
            Cancel
          </a>
          <Button
            type="submit"
            variant="primary"
            disabled={busy || check.state !== 'valid'}
            aria-busy={busy || undefined}
          >
            Continue
          </Button>
        </div>
      </form>
      {suggesting && (
        <SuggestionModal
          onClose={() => setSuggesting(false)}
          type="service"
          channelId={owner.id}
          serviceName={noMatch ? text.trim() : undefined}
        />
      )}
    </section>
  );
}
