import { useId, useState, type FormEvent } from 'react';
import { Button, Field, flash, SelectField, useConfirm } from '@switchyard/ui';
import { NewTokenSecret } from './NewTokenSecret';
import { fieldMessage, registryApi } from './registryApi';
import { formatWhen } from './registryFormat';
import type { TokenInfo } from './registryTypes';
import { asRegistryError } from './useRegistry';

type Errors = Partial<Record<'remote' | 'name' | 'form', string>>;

/**
 * Deploy tokens: create one for a remote (its secret shown once), the list, revoke (confirmed).
 * `onChanged` reloads the page's data after each change.
 */
export function DeployTokens({
  remotes,
  tokens,
  onChanged,
}: {
  remotes: string[];
  tokens: TokenInfo[];
  onChanged: () => Promise<void>;
}) {
  const headingId = useId();
  const [remote, setRemote] = useState(remotes[0] ?? '');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ token: string; info: TokenInfo } | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const chosen = remotes.includes(remote) ? remote : (remotes[0] ?? '');

  const create = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Errors = {};
    if (!chosen) missing.remote = 'Choose the remote the token deploys.';
    if (!name.trim()) missing.name = 'Name the token (who deploys with it, e.g. "org CI").';
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      const answer = await registryApi.createToken(chosen, name.trim());
      setCreated(answer);
      setName('');
    } catch (error) {
      const refused = asRegistryError(error);
      const next: Errors = {};
      for (const f of refused.errors) {
        if (f.attribute === 'remote' || f.attribute === 'name') next[f.attribute] = fieldMessage(f.message);
      }
      if (!next.remote && !next.name) next.form = refused.details;
      setErrors(next);
    } finally {
      setBusy(false);
      await onChanged();
    }
  };

  const revoke = async (token: TokenInfo) => {
    const yes = await confirm(
      <>
        Revoke <strong>{token.name}</strong> ({token.remote})? Deploys with it are refused from now on; this
        cannot be undone.
      </>,
      { title: 'Revoke the deploy token?', yesLabel: 'Revoke', danger: true },
    );
    if (!yes) return;
    setRevokeError(null);
    try {
      await registryApi.revokeToken(token.id);
      flash(`The token ${token.name} was revoked.`);
    } catch (error) {
      setRevokeError(asRegistryError(error).details);
    }
    await onChanged();
  };

  return (
    <section className="sy-registry__tokens" aria-labelledby={headingId}>
      <h2 id={headingId}>Deploy tokens</h2>
      <p className="sy-registry__muted">
        A domain&apos;s deploy token publishes, switches, rolls back and canaries its own remote only. Deploys
        read it from <code>DEPLOY_TOKEN</code>.
      </p>

      {created ? (
        <NewTokenSecret token={created.token} info={created.info} onDone={() => setCreated(null)} />
      ) : (
        <form className="sy-registry__token-form" onSubmit={(e) => void create(e)} noValidate>
          <SelectField
            label="Remote"
            name="remote"
            value={chosen}
            onChange={(e) => setRemote(e.target.value)}
            options={remotes.map((r) => ({ value: r, label: r }))}
            error={errors.remote}
            disabled={remotes.length === 0}
          />
          <Field
            label="Name"
            name="name"
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            error={errors.name}
            autoComplete="off"
          />
          <Button type="submit" variant="primary" disabled={busy || remotes.length === 0}>
            Create token
          </Button>
          {errors.form && (
            <p role="alert" className="sy-registry__error">
              {errors.form}
            </p>
          )}
        </form>
      )}

      {revokeError && (
        <p role="alert" className="sy-registry__error">
          {revokeError}
        </p>
      )}
      {tokens.length === 0 ? (
        <p className="sy-registry__muted">No deploy token yet.</p>
      ) : (
        <div className="sy-table-scroll">
          <table className="sy-registry__table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Remote</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="sy-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((t) => (
                <tr key={t.id}>
                  <td data-label="Name">{t.name}</td>
                  <td data-label="Remote">{t.remote}</td>
                  <td data-label="Created">
                    {formatWhen(t.createdAt)} by {t.createdBy}
                  </td>
                  <td data-label="Last used">{t.lastUsedAt ? formatWhen(t.lastUsedAt) : 'Never'}</td>
                  <td data-label="Status">{t.revokedAt ? `Revoked ${formatWhen(t.revokedAt)}` : 'Active'}</td>
                  <td className="sy-registry__actions-cell">
                    <div className="sy-registry__row-actions">
                      {!t.revokedAt && (
                        <Button variant="danger" onClick={() => void revoke(t)}>
                          Revoke<span className="sy-visually-hidden"> {t.name}</span>
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {confirmDialog}
    </section>
  );
}
