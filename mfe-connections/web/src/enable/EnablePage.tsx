import { linkClick, useLocation } from '@switchyard/client';
import { ApolloError, ROUTE_LOADED, useMutation, useQuery } from '@switchyard/client/apollo';
import { Button, buttonClass, EmptyState, flash, useConfirm } from '@switchyard/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CoverBanner, ServiceIcon } from '../badges';
import { CONNECTION_NOT_FOUND, PageError } from '../pageStates';
import { enablePath } from '../paths';
import { ConnectionFeedback } from './ConnectionFeedback';
import { keepDraft, takeDraft } from './enableDraft';
import {
  allServices,
  featureId,
  initialForm,
  pausedFeatures,
  placeErrors,
  servicesInUse,
  toEnableInput,
  type EnableForm,
  type PlacedError,
} from './enableState';
import { FeatureCard, type ServiceState } from './FeatureCard';
import {
  DisableConnectionDocument,
  EnableConnectionDocument,
  EnablementRunsDocument,
  EnablePageDocument,
  EnableServicesDocument,
  type FeatureRuns,
  type PublishedConnection,
} from './operations';
import { connectOutcome } from './serviceRequests';
import { accessOf, needsConnecting, ServicesSection, type ServiceRow } from './ServicesSection';
import '../connections.css';
import './enable.css';

export const ENABLE_LOAD_FAILED = 'Could not load this connection. Please try again.';
export const SAVE_FAILED = 'Your settings could not be saved. Please try again.';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const SAVE_REFUSED = 'Please check the settings marked below.';
/** How often the runs are asked again while the page is visible (a run shows within 10 s). */
export const RUNS_POLL_MS = 5000;

const MY_APPLETS = '/my_applets';

const isUnauthenticated = (error: unknown) =>
  error instanceof ApolloError && error.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');

const signInPath = (path: string) => `/login?return_to=${encodeURIComponent(path)}`;

/**
 * /connections/{id}/enable: where a user enables a published connection (mfe-connections/README.md,
 * "Enable page"): connect the services it needs, choose its features and their settings, enable,
 * change or disable it, and see what ran.
 */
export function EnablePage({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(EnablePageDocument, {
    variables: { id },
    fetchPolicy: ROUTE_LOADED,
  });
  const connection = data?.publishedConnection;
  if (connection) return <EnableView key={connection.id} connection={connection} />;
  if (loading) return <EnableSkeleton />;
  if (isUnauthenticated(error)) return <SignInPrompt path={enablePath(id)} />;
  if (error && !data) return <PageError message={ENABLE_LOAD_FAILED} retry={refetch} />;
  return (
    <section className="cn-page">
      <EmptyState
        title={CONNECTION_NOT_FOUND}
        action={
          <a href={MY_APPLETS} onClick={linkClick}>
            My Applets
          </a>
        }
      >
        There is no connection to enable at this address: it may have been withdrawn by its service.
      </EmptyState>
    </section>
  );
}

function SignInPrompt({ path }: { path: string }) {
  return (
    <section className="cn-page">
      <EmptyState
        title="Sign in to enable this connection"
        action={
          <a href={signInPath(path)} className={buttonClass('primary')}>
            Sign in
          </a>
        }
      >
        {SESSION_ENDED}
      </EmptyState>
    </section>
  );
}

/** The page's outline while its query runs. */
export function EnableSkeleton() {
  return (
    <div className="cn-page cn-skeleton" aria-busy="true">
      <span role="status" className="sy-visually-hidden">
        Loading connection…
      </span>
      <div className="cn-skeleton__block cn-skeleton__cover" />
      <div className="cn-skeleton__block cn-skeleton__title" />
      <div className="cn-skeleton__block cn-skeleton__line" />
      <div className="cn-skeleton__block cn-skeleton__line cn-skeleton__line--short" />
      <div className="cn-skeleton__block cn-skeleton__card" />
      <div className="cn-skeleton__block cn-skeleton__card" />
    </div>
  );
}

const usersText = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'user' : 'users'}`;
const listNames = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** The runs of the features that run, asked again every few seconds while the page is visible. */
function useFeatureRuns(connectionId: string, on: boolean): Map<string, FeatureRuns> | null {
  const { data, refetch } = useQuery(EnablementRunsDocument, {
    variables: { id: connectionId },
    skip: !on,
    pollInterval: RUNS_POLL_MS,
    skipPollAttempt: () => document.visibilityState === 'hidden',
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (!on) return;
    const again = () => {
      if (document.visibilityState !== 'hidden') void refetch().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', again);
    window.addEventListener('focus', again);
    return () => {
      document.removeEventListener('visibilitychange', again);
      window.removeEventListener('focus', again);
    };
  }, [on, refetch]);
  const features = data?.publishedConnection?.my_enablement?.features;
  return features ? new Map(features.map((f) => [f.id, f])) : null;
}

type Outcome = 'enabled' | 'saved' | 'disabled';

function EnableView({ connection: c }: { connection: PublishedConnection }) {
  const { search } = useLocation();
  const [form, setForm] = useState<EnableForm>(() => takeDraft(c.id, initialForm(c)));
  const [errors, setErrors] = useState<PlacedError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const summaryRef = useRef<HTMLDivElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const [enableConnection] = useMutation(EnableConnectionDocument);
  const [disableConnection] = useMutation(DisableConnectionDocument);

  const moduleNames = useMemo(() => allServices(c), [c]);
  const viewerServices = useQuery(EnableServicesDocument, {
    variables: { module_names: moduleNames },
    fetchPolicy: 'cache-and-network',
  });
  const refetchServices = () => void viewerServices.refetch().catch(() => undefined);

  const enablement = c.my_enablement;
  const on = !!enablement?.enabled;
  const runs = useFeatureRuns(c.id, on);
  const saved = new Map((enablement?.features ?? []).map((f) => [f.name, f]));

  // Back from a partner's consent page: say how it went, once, and drop it from the address.
  useEffect(() => {
    const back = connectOutcome(search);
    if (!back) return;
    if ('connected' in back) {
      const name = [c.owner_channel, ...c.channels].find((s) => s.module_name === back.connected)?.name;
      flash(`${name ?? back.connected} connected`);
    } else flash(back.error, 'error');
    window.history.replaceState(window.history.state, '', enablePath(c.id));
    void viewerServices.refetch().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per address
  }, [search]);

  // After a refusal, the first input with a problem (else the summary) takes the focus.
  useEffect(() => {
    if (!errors.length && !failure) return;
    const first = errors.find((e) => e.target)?.target;
    const target = (first && document.getElementById(first)) || summaryRef.current;
    target?.focus();
    target?.scrollIntoView?.({ block: 'center' });
  }, [errors, failure]);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const known = new Map([c.owner_channel, ...c.channels].map((s) => [s.module_name, s]));
  const viewerByModule = new Map(
    (viewerServices.data?.composerChannels ?? []).map((s) => [s.module_name, s]),
  );
  const inUse = new Set(servicesInUse(c, form));
  const rows: ServiceRow[] = moduleNames.map((m) => {
    const service = known.get(m);
    const viewer = viewerByModule.get(m);
    return {
      module_name: m,
      name: service?.name ?? viewer?.name ?? m,
      brand_color: service?.brand_color ?? null,
      image_url: service?.image_url ?? null,
      viewer,
      inUse: inUse.has(m),
    };
  });
  const servicesKnown = !!viewerServices.data;
  const serviceStates = new Map<string, ServiceState>(
    rows.map((r) => [r.module_name, { ...r, access: accessOf(r, servicesKnown) }]),
  );
  const unavailable = rows.filter((r) => r.inUse && servicesKnown && !r.viewer);
  const missing = rows.filter((r) => r.inUse && needsConnecting(r));
  const they = (list: unknown[]) => (list.length === 1 ? 'it' : 'them');
  const blocked = !servicesKnown
    ? viewerServices.error
      ? 'Your accounts could not be checked: retry above.'
      : 'Checking your accounts…'
    : unavailable.length
      ? `${listNames(unavailable.map((r) => r.name))} ${unavailable.length === 1 ? 'is' : 'are'} not available to your account yet, and the features you chose use ${they(unavailable)}.`
      : missing.length
        ? `Connect ${listNames(missing.map((r) => r.name))} first: the features you chose use ${they(missing)}.`
        : null;

  const fieldErrors = new Map(errors.filter((e) => e.fieldId).map((e) => [e.fieldId!, e.message]));
  const paused = pausedFeatures(enablement);
  const propositions = [...c.value_propositions].sort((a, b) => a.order - b.order);
  const other = c.channels[0];

  async function save() {
    setBusy(true);
    setErrors([]);
    setFailure(null);
    setOutcome(null);
    const wasOn = on;
    try {
      const { data } = await enableConnection({ variables: { input: toEnableInput(c, form) } });
      const payload = data?.enableConnection;
      if (!payload) throw new Error('no answer');
      if (payload.errors.length) setErrors(placeErrors(c, payload.errors));
      else setOutcome(wasOn ? 'saved' : 'enabled');
    } catch (err) {
      setFailure(isUnauthenticated(err) ? SESSION_ENDED : SAVE_FAILED);
    } finally {
      setBusy(false);
    }
  }

  async function disable() {
    const yes = await confirm(
      `${c.name} stops running for you. Your settings are kept for when you enable it again.`,
      { title: 'Disable this connection?', yesLabel: 'Disable', noLabel: 'Keep it on', danger: true },
    );
    if (!yes) return;
    setBusy(true);
    setErrors([]);
    setFailure(null);
    setOutcome(null);
    try {
      const { data } = await disableConnection({ variables: { connection_id: c.id } });
      const refused = data?.disableConnection.errors[0]?.message;
      if (refused || !data?.disableConnection.enablement)
        flash(refused ?? 'The connection could not be disabled.', 'error');
      else setOutcome('disabled');
    } catch (err) {
      flash(
        isUnauthenticated(err) ? SESSION_ENDED : 'The connection could not be disabled. Please try again.',
        'error',
      );
    } finally {
      setBusy(false);
    }
  }

  const post = c.post_configuration;
  return (
    <article className="cn-page cn-enable" aria-labelledby="enable-title">
      <nav aria-label="Breadcrumb" className="cn-enable__crumbs">
        <a href={MY_APPLETS} onClick={linkClick}>
          My Applets
        </a>
      </nav>
      <CoverBanner connection={c} />
      <div className="cn-enable__title">
        <h1 id="enable-title">{c.name}</h1>
        {enablement && <span className={`cn-badge cn-badge--${on ? 'on' : 'off'}`}>{on ? 'On' : 'Off'}</span>}
        {paused.length > 0 && <span className="cn-badge cn-badge--attention">Needs attention</span>}
      </div>
      <div className="cn-services" role="group" aria-label="Services">
        <ServiceIcon service={c.owner_channel} />
        <span>{c.owner_channel.name}</span>
        {other && (
          <>
            <span aria-hidden="true">→</span>
            <span className="sy-visually-hidden">connected to</span>
            <ServiceIcon service={other} />
            <span>{other.name}</span>
          </>
        )}
      </div>
      <p className="cn-muted cn-enable__users">{usersText(c.installs_count)}</p>
      {c.description && <p>{c.description}</p>}
      {propositions.length > 0 && (
        <ul className="cn-propositions" aria-label="Why connect">
          {propositions.map((p) => (
            <li key={`${p.order}:${p.benefit}`}>{p.benefit}</li>
          ))}
        </ul>
      )}

      {outcome && (
        <div
          ref={outcomeRef}
          tabIndex={-1}
          className={`cn-banner cn-banner--${outcome === 'disabled' ? 'info' : 'success'}`}
          role="status"
        >
          {outcome === 'disabled' ? (
            <p>
              <strong>{c.name} is off.</strong> Your settings are kept: enable it again whenever you like.
            </p>
          ) : (
            <>
              <p>
                <strong>{outcome === 'enabled' ? `${c.name} is on.` : 'Your settings are saved.'}</strong>
                {post.message ? ` ${post.message}` : ''}
              </p>
              {post.cta_url && (
                <a
                  href={post.cta_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass('primary')}
                >
                  Go to {c.owner_channel.name}
                  <span className="sy-visually-hidden"> (opens in a new tab)</span>
                </a>
              )}
            </>
          )}
        </div>
      )}
      {(errors.length > 0 || failure) && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          className="cn-banner cn-banner--error"
          role={failure ? 'alert' : undefined}
          aria-labelledby="enable-errors-title"
        >
          <p id="enable-errors-title">
            <strong>{failure ?? SAVE_REFUSED}</strong>
          </p>
          {failure === SESSION_ENDED && <a href={signInPath(enablePath(c.id))}>Sign in</a>}
          {errors.length > 0 && (
            <ul>
              {errors.map((e, i) => (
                <li key={i}>
                  {e.target ? (
                    <a
                      href={`#${e.target}`}
                      onClick={(ev) => {
                        ev.preventDefault();
                        document.getElementById(e.target!)?.focus();
                      }}
                    >
                      {e.where ? `${e.where}: ` : ''}
                      {e.message}
                    </a>
                  ) : (
                    e.message
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {paused.length > 0 && (
        <div className="cn-banner cn-banner--warning">
          <p>
            <strong>Needs your attention:</strong>{' '}
            {paused.length === 1 ? 'a feature is paused.' : `${paused.length} features are paused.`}
          </p>
          <ul>
            {paused.map((f) => {
              const title = c.features.find((x) => x.name === f.name)?.title ?? f.name;
              return (
                <li key={f.id}>
                  <a href={`#${featureId(f.name)}`}>{title}</a>: {f.paused_reason}
                </li>
              );
            })}
          </ul>
        </div>
      )}

      <ServicesSection
        rows={rows}
        loading={!servicesKnown && viewerServices.loading}
        failed={!servicesKnown && !!viewerServices.error}
        retry={refetchServices}
        returnTo={enablePath(c.id)}
        beforeLeave={() => keepDraft(c.id, form)}
        onConnected={refetchServices}
      />

      <section className="cn-enable-section" aria-labelledby="enable-features">
        <h2 id="enable-features">Features</h2>
        {c.features.some(
          (f) =>
            f.customFields.some((x) => x.required) || f.steps.some((s) => s.fields.some((x) => x.required)),
        ) && <p className="cn-muted">Fields marked * are required.</p>}
        {c.features.length === 0 && <p className="cn-muted">This connection has no features yet.</p>}
        {c.features.map((feature) => {
          const mine = saved.get(feature.name);
          return (
            <FeatureCard
              key={feature.name}
              feature={feature}
              form={form[feature.name]!}
              onChange={(next) => setForm((f) => ({ ...f, [feature.name]: next }))}
              errors={fieldErrors}
              featureErrors={errors
                .filter((e) => !e.fieldId && e.target === featureId(feature.name))
                .map((e) => e.message)
                .filter((m, i, all) => all.indexOf(m) === i)}
              services={serviceStates}
              pausedReason={mine?.enabled && on ? (mine.paused_reason ?? null) : null}
              running={on && !!mine?.enabled}
              runs={mine ? runs?.get(mine.id) : undefined}
            />
          );
        })}
      </section>

      <div className="cn-actions cn-enable__actions">
        <Button
          variant="primary"
          disabled={busy || !!blocked}
          aria-describedby={blocked ? 'enable-blocked' : undefined}
          onClick={() => void save()}
        >
          {busy ? 'Saving…' : on ? 'Save settings' : 'Enable'}
        </Button>
        {on && (
          <Button variant="danger" disabled={busy} onClick={() => void disable()}>
            Disable
          </Button>
        )}
      </div>
      {blocked && (
        <p id="enable-blocked" className="cn-muted cn-enable__blocked">
          {blocked}
        </p>
      )}
      {enablement && <ConnectionFeedback connectionId={c.id} />}
      {confirmDialog}
    </article>
  );
}
