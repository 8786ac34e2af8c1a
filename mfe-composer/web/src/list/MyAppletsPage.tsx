import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { linkClick } from '@switchyard/client';
import { EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import { NEW_APPLET } from '../composerPaths';
import { MyAppletsDocument } from '../gql/graphql';
import { EnabledSwitch } from './EnabledSwitch';
import { MyConnections } from './MyConnections';

const STATUS_LABEL: Record<string, string> = {
  published: 'Published',
  archived: 'Archived',
  private: 'Private',
};

/**
 * /my_applets: the viewer's applets (made or turned on), each with its on/off switch, then the
 * connections they enabled.
 */
export function MyAppletsPage() {
  const { data, loading, error, refetch } = useQuery(MyAppletsDocument, { fetchPolicy: ROUTE_LOADED });
  const applets = data?.myApplets;
  if (!applets) {
    if (loading) return <LoadingState label="Loading your Applets…" />;
    return (
      <ErrorState
        message="Your Applets could not be loaded."
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  return (
    <div className="composer-list">
      <header className="composer-list__header">
        <h1>My Applets</h1>
        <a className="sy-btn sy-btn--primary" href={NEW_APPLET} onClick={linkClick}>
          Create
        </a>
      </header>
      {error && <p className="sy-field__error">The list could not be refreshed.</p>}
      {applets.length === 0 ? (
        <EmptyState title="No Applets yet">
          An Applet runs actions when a trigger fires.{' '}
          <a href={NEW_APPLET} onClick={linkClick}>
            Create your first Applet
          </a>
          .
        </EmptyState>
      ) : (
        <ul className="composer-cards">
          {applets.map((a) => {
            const trigger = a.applet_trigger.channel;
            const services = [
              trigger?.name ?? a.applet_trigger.channel_module_name,
              ...a.applet_actions.map((s) => s.channel?.name ?? s.channel_module_name),
            ];
            return (
              <li
                key={a.id}
                className="composer-card"
                style={{ borderTopColor: trigger?.brand_color ?? undefined }}
              >
                <a href={a.url} onClick={linkClick} className="composer-card__title">
                  {a.name}
                </a>
                <p className="composer-card__services">{[...new Set(services)].join(' → ')}</p>
                <p className="composer-card__description">{a.description}</p>
                <div className="composer-card__footer">
                  <span className={`composer-status composer-status--${a.status}`}>
                    {STATUS_LABEL[a.status] ?? a.status}
                  </span>
                  {!a.owned && <span className="composer-status">Turned on from a published Applet</span>}
                  <EnabledSwitch id={a.id} name={a.name} enabled={a.enabled} />
                </div>
                {a.disabled_reason && <p className="sy-field__error">{a.disabled_reason}</p>}
              </li>
            );
          })}
        </ul>
      )}
      <MyConnections />
    </div>
  );
}
