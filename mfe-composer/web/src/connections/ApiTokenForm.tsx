import { Button, flash } from '@switchyard/ui';
import { useId, useState } from 'react';
import { saveApiToken } from './connectionRequests';

/** Connects a service that takes each user's API token (authentication api_token_auth). */
export function ApiTokenForm({ module, name, onSaved }: { module: string; name: string; onSaved(): void }) {
  const id = useId();
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  async function save() {
    setBusy(true);
    const refused = await saveApiToken(module, token).catch(() => 'The token could not be saved.');
    setBusy(false);
    if (refused) return flash(refused, 'error');
    setToken('');
    flash(`${name} connected`);
    onSaved();
  }
  return (
    <form
      className="composer-tags__add"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="sy-field">
        <label className="sy-field__label" htmlFor={id}>
          Your {name} API token
        </label>
        <input
          id={id}
          className="sy-field__control"
          type="password"
          autoComplete="off"
          value={token}
          onChange={(e) => setToken(e.target.value)}
        />
      </div>
      <Button type="submit" variant="primary" disabled={busy || !token.trim()}>
        Connect
      </Button>
    </form>
  );
}
