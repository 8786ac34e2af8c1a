import { useId, useState, type ReactNode } from 'react';
import { Button, flash, useConfirm } from '@switchyard/ui';
import { CanaryDialog } from './CanaryDialog';
import { registryApi } from './registryApi';
import { actionLabel, actorLabel, formatBytes, formatWhen, plural } from './registryFormat';
import type { HistoryEntry, RemoteState, VersionInfo } from './registryTypes';
import { asRegistryError } from './useRegistry';

const MADE_LIVE: HistoryEntry['action'][] = ['switch', 'rollback', 'promote', 'build', 'publish'];

/** Who made the live version live and when (its newest such history entry), else who published it. */
function liveSince(remote: RemoteState, live: VersionInfo): string {
  const entry = remote.history.find((h) => h.version === live.version && MADE_LIVE.includes(h.action));
  return entry && entry.action !== 'publish'
    ? `made live by ${actorLabel(entry.actor)}, ${formatWhen(entry.at)}`
    : `published by ${actorLabel(live.publishedBy)}, ${formatWhen(live.publishedAt)}`;
}

const Code = ({ children }: { children: ReactNode }) => (
  <code className="sy-registry__version">{children}</code>
);

/** A version's label with its name for assistive technology: "Make live 0.1.0-3f2a9c1b7d4e". */
const Hidden = ({ children }: { children: ReactNode }) => (
  <span className="sy-visually-hidden">{children}</span>
);

interface CanaryForm {
  version: string;
  percent?: number;
}

/**
 * One remote on the registry page: its live version (who, when), its canary (share, failures,
 * Promote and Abort), its versions (Make live, Canary…) and its history. Every change is confirmed,
 * refused changes show the server's words, and `onChanged` reloads the page's data afterwards.
 */
export function RemoteCard({ remote, onChanged }: { remote: RemoteState; onChanged: () => Promise<void> }) {
  const headingId = useId();
  const [confirm, confirmDialog] = useConfirm();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [canaryForm, setCanaryForm] = useState<CanaryForm | null>(null);
  const { live, canary } = remote;
  const liveIndex = live ? remote.versions.findIndex((v) => v.version === live.version) : -1;

  const act = async (change: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await change();
      flash(done);
    } catch (e) {
      setError(asRegistryError(e).details);
    } finally {
      setBusy(false);
      await onChanged();
    }
  };

  const makeLive = async (version: VersionInfo, index: number) => {
    const rollback = liveIndex !== -1 && index > liveIndex;
    const yes = await confirm(
      rollback ? (
        <>
          Roll <strong>{remote.name}</strong> back to <Code>{version.version}</Code>, published before the
          live <Code>{live!.version}</Code>? Everyone gets it within seconds.
        </>
      ) : (
        <>
          Make <Code>{version.version}</Code> of <strong>{remote.name}</strong> live for everyone? It takes
          effect within seconds.
        </>
      ),
      { title: rollback ? 'Roll back?' : 'Make live?', yesLabel: rollback ? 'Roll back' : 'Make live' },
    );
    if (!yes) return;
    await act(
      () => registryApi.makeLive(remote.name, version.version),
      `${version.version} is live${rollback ? ' again' : ''}.`,
    );
  };

  const promote = async () => {
    if (!canary) return;
    const yes = await confirm(
      <>
        Make the canary <Code>{canary.version.version}</Code> live for everyone?
      </>,
      { title: 'Promote the canary?', yesLabel: 'Promote' },
    );
    if (yes) await act(() => registryApi.promoteCanary(remote.name), `${canary.version.version} is live.`);
  };

  const abort = async () => {
    if (!canary) return;
    const yes = await confirm(
      <>
        Stop the canary <Code>{canary.version.version}</Code>? Its users go back to the live version.
      </>,
      { title: 'Abort the canary?', yesLabel: 'Abort canary', danger: true },
    );
    if (yes) await act(() => registryApi.abortCanary(remote.name), 'The canary was aborted.');
  };

  const startCanary = async (form: CanaryForm, percent: number) => {
    // Refusals stay in the dialog (thrown); the page's data is reloaded either way.
    try {
      await registryApi.startCanary(remote.name, form.version, percent);
    } catch (e) {
      await onChanged();
      throw asRegistryError(e);
    }
    setCanaryForm(null);
    flash(`${form.version} is the canary for ${percent} % of users.`);
    await onChanged();
  };

  return (
    <section className="sy-registry__remote" aria-labelledby={headingId}>
      <header className="sy-registry__remote-head">
        <h2 id={headingId}>{remote.name}</h2>
        <span className="sy-registry__muted">{remote.routes.join(', ')}</span>
      </header>

      {error && (
        <p role="alert" className="sy-registry__error">
          {error}
        </p>
      )}

      <dl className="sy-registry__release">
        <div>
          <dt>Live</dt>
          <dd>
            {live ? (
              <>
                <Code>{live.version}</Code>{' '}
                <span className="sy-registry__muted">{liveSince(remote, live)}</span>
              </>
            ) : (
              <span className="sy-registry__muted">No version is live.</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Canary</dt>
          <dd>
            {canary ? (
              <>
                <Code>{canary.version.version}</Code>{' '}
                <span>
                  to {canary.percent} % of users, {plural(canary.version.failures, 'failure')}
                </span>
                <span className="sy-registry__actions">
                  <Button variant="primary" disabled={busy} onClick={() => void promote()}>
                    Promote
                  </Button>
                  <Button variant="danger" disabled={busy} onClick={() => void abort()}>
                    Abort
                  </Button>
                </span>
              </>
            ) : (
              <span className="sy-registry__muted">No canary.</span>
            )}
          </dd>
        </div>
      </dl>

      <h3>Versions</h3>
      {remote.versions.length === 0 ? (
        <p className="sy-registry__muted">No version has been published.</p>
      ) : (
        <div className="sy-table-scroll">
          <table className="sy-registry__table">
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Published</th>
                <th scope="col">By</th>
                <th scope="col">Size</th>
                <th scope="col">Failures</th>
                <th scope="col">
                  <span className="sy-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {remote.versions.map((v, index) => {
                const isLive = v.version === live?.version;
                const isCanary = v.version === canary?.version.version;
                return (
                  <tr key={v.version}>
                    <td data-label="Version">
                      <span>
                        <Code>{v.version}</Code>
                        {isLive && <span className="sy-registry__badge sy-registry__badge--live">Live</span>}
                        {isCanary && (
                          <span className="sy-registry__badge sy-registry__badge--canary">
                            Canary {canary!.percent} %
                          </span>
                        )}
                      </span>
                    </td>
                    <td data-label="Published">
                      <time dateTime={v.publishedAt}>{formatWhen(v.publishedAt)}</time>
                    </td>
                    <td data-label="By">{actorLabel(v.publishedBy)}</td>
                    <td data-label="Size">
                      {formatBytes(v.bytes)}, {plural(v.files, 'file')}
                    </td>
                    <td data-label="Failures">{v.failures}</td>
                    <td className="sy-registry__actions-cell">
                      <div className="sy-registry__row-actions">
                        {!isLive && (
                          <>
                            <Button disabled={busy} onClick={() => void makeLive(v, index)}>
                              Make live<Hidden> {v.version}</Hidden>
                            </Button>
                            <Button
                              disabled={busy}
                              onClick={() =>
                                setCanaryForm({
                                  version: v.version,
                                  percent: isCanary ? canary!.percent : undefined,
                                })
                              }
                            >
                              Canary…<Hidden> {v.version}</Hidden>
                            </Button>
                          </>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <details className="sy-registry__history">
        <summary>History ({remote.history.length})</summary>
        {remote.history.length === 0 ? (
          <p className="sy-registry__muted">Nothing has happened yet.</p>
        ) : (
          <div className="sy-table-scroll">
            <table className="sy-registry__table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">Version</th>
                  <th scope="col">From</th>
                </tr>
              </thead>
              <tbody>
                {remote.history.map((h) => (
                  <tr key={h.id}>
                    <td data-label="When">
                      <time dateTime={h.at}>{formatWhen(h.at)}</time>
                    </td>
                    <td data-label="Who">{actorLabel(h.actor)}</td>
                    <td data-label="What">{actionLabel(h)}</td>
                    <td data-label="Version">
                      <Code>{h.version}</Code>
                    </td>
                    <td data-label="From">{h.from ? <Code>{h.from}</Code> : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>

      {canaryForm && (
        <CanaryDialog
          remote={remote.name}
          version={canaryForm.version}
          percent={canaryForm.percent}
          onClose={() => setCanaryForm(null)}
          onSubmit={(percent) => startCanary(canaryForm, percent)}
        />
      )}
      {confirmDialog}
    </section>
  );
}
