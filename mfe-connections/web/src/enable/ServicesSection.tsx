import { Button, ErrorState, flash } from '@switchyard/ui';
import { useId, useState } from 'react';
import { ServiceIcon } from '../badges';
import type { ViewerService } from './operations';
import { beginConnect, saveApiToken } from './serviceRequests';

/** A service the connection uses, with the viewer's connection to it (undefined: not known). */
export interface ServiceRow {
  module_name: string;
  name: string;
  brand_color: string | null;
  image_url: string | null;
  viewer: ViewerService | undefined;
  /** A feature that is on uses it. */
  inUse: boolean;
}

export const needsConnecting = (row: ServiceRow) => !!row.viewer?.needs_connection && !row.viewer.connected;

/**
 * Whether the viewer can use a service's steps now: checking (their services not loaded yet), ready
 * (connected, or nothing to connect), connect (they must connect first), unavailable (the composer
 * does not offer the service to them: not published, and not their organization's).
 */
export type ServiceAccess = 'checking' | 'ready' | 'connect' | 'unavailable';

export function accessOf(row: ServiceRow, known: boolean): ServiceAccess {
  if (!known) return 'checking';
  if (!row.viewer) return 'unavailable';
  return needsConnecting(row) ? 'connect' : 'ready';
}

/** The inline token input of a service that takes each user's API token (api_token_auth). */
function ApiTokenInput({ row, onConnected }: { row: ServiceRow; onConnected(): void }) {
  const id = useId();
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function save() {
    setBusy(true);
    setError(null);
    const refused = await saveApiToken(row.module_name, token.trim()).catch(
      () => 'The token could not be saved.',
    );
    setBusy(false);
    if (refused) return setError(refused);
    setToken('');
    flash(`${row.name} connected`);
    onConnected();
  }
  return (
    <div className="cn-token">
      <div className="sy-field">
        <label className="sy-field__label" htmlFor={id}>
          Your {row.name} API token
        </label>
        <input
          id={id}
          className="sy-field__control"
          type="password"
          autoComplete="off"
          value={token}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setToken(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && token.trim() && !busy) {
              e.preventDefault();
              void save();
            }
          }}
        />
        {error && (
          <p id={`${id}-error`} className="sy-field__error">
            {error}
          </p>
        )}
      </div>
      <Button variant="primary" disabled={busy || !token.trim()} onClick={() => void save()}>
        Connect {row.name}
      </Button>
    </div>
  );
}

function ServiceItem({
  row,
  returnTo,
  beforeLeave,
  onConnected,
}: {
  row: ServiceRow;
  returnTo: string;
  beforeLeave(): void;
  onConnected(): void;
}) {
  const [busy, setBusy] = useState(false);
  async function connect() {
    setBusy(true);
    const begun = await beginConnect(row.module_name, returnTo).catch(() => ({
      error: 'The connection could not begin.',
    }));
    if ('url' in begun) {
      beforeLeave();
      window.location.assign(begun.url);
      return;
    }
    setBusy(false);
    flash(begun.error, 'error');
  }
  const v = row.viewer;
  let state;
  if (!v) state = <span className="cn-muted">Not available to your account yet</span>;
  else if (v.connected)
    state = (
      <span className="cn-connected">
        <span aria-hidden="true">✓</span> Connected
      </span>
    );
  else if (!v.needs_connection) state = <span className="cn-muted">No account needed</span>;
  else if (v.authentication_type === 'api_token_auth')
    state = <ApiTokenInput row={row} onConnected={onConnected} />;
  else
    state = (
      <Button variant={row.inUse ? 'primary' : 'secondary'} disabled={busy} onClick={() => void connect()}>
        Connect {row.name}
      </Button>
    );
  return (
    <li className="cn-account">
      <span className="cn-account__name">
        <ServiceIcon service={row} />
        <strong>{row.name}</strong>
        {needsConnecting(row) && !row.inUse && (
          <span className="cn-muted"> (only for features that are off)</span>
        )}
      </span>
      <span className="cn-account__state">{state}</span>
    </li>
  );
}

/**
 * The services the connection uses and the viewer's account at each: connected (a check), a
 * "Connect …" button (OAuth: the partner's consent page returns here), an inline API token input, or
 * nothing to do.
 */
export function ServicesSection({
  rows,
  loading,
  failed,
  retry,
  returnTo,
  beforeLeave,
  onConnected,
}: {
  rows: ServiceRow[];
  loading: boolean;
  failed: boolean;
  retry(): void;
  returnTo: string;
  beforeLeave(): void;
  onConnected(): void;
}) {
  return (
    <section className="cn-enable-section" aria-labelledby="enable-accounts">
      <h2 id="enable-accounts">Your accounts</h2>
      {failed ? (
        <ErrorState message="Could not check your accounts at these services." onRetry={retry} />
      ) : loading ? (
        <p className="cn-muted" role="status">
          Checking your accounts…
        </p>
      ) : (
        <ul className="cn-accounts">
          {rows.map((row) => (
            <ServiceItem
              key={row.module_name}
              row={row}
              returnTo={returnTo}
              beforeLeave={beforeLeave}
              onConnected={onConnected}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
