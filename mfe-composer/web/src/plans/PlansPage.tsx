import { ROUTE_LOADED, useApolloClient, useMutation, useQuery } from '@switchyard/client/apollo';
import { linkClick, useLocation } from '@switchyard/client';
import { PLANS, planName } from '@switchyard/composer-common/tiers';
import { Button, ErrorState, Field, flash, LoadingState, SelectField } from '@switchyard/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { NEW_APPLET } from '../composerPaths';
import {
  PlanUserDocument,
  PlansViewerDocument,
  UpdatePlatformSubscriptionDocument,
  type PlanUserQuery,
} from '../gql/graphql';
import './plans.css';

/** /plans: what each plan unlocks in the composer, the viewer's own plan, and for staff a user's plan. */
export function PlansPage() {
  const { data, loading, error, refetch } = useQuery(PlansViewerDocument, { fetchPolicy: ROUTE_LOADED });
  useLocation(); // re-read the address (and its #plan) on every navigation
  const hash = window.location.hash;
  const me = data?.me;

  // The upgrade texts link to /plans#pro or #pro_plus: bring that plan into view once it is drawn.
  useEffect(() => {
    if (!me || !hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'center' });
  }, [me, hash]);

  if (!me) {
    if (loading) return <LoadingState label="Loading the plans…" />;
    return (
      <ErrorState
        message={error ? 'The plans could not be loaded.' : 'You need to sign in first.'}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  const target = hash.slice(1);
  return (
    <article className="composer-plans" aria-labelledby="plans-title">
      <h1 id="plans-title">Plans</h1>
      <p className="composer-plans__lead">
        You are on the <strong>{planName(me.tier)}</strong> plan. Each plan has everything of the one before
        it; the composer shows which features need which plan.
      </p>
      <ol className="composer-plans__list" aria-label="Plans">
        {PLANS.map((plan) => {
          const current = plan.tier === me.tier;
          return (
            <li
              key={plan.tier}
              id={plan.tier}
              className={[
                'composer-plan',
                current && 'composer-plan--current',
                target === plan.tier && 'composer-plan--target',
              ]
                .filter(Boolean)
                .join(' ')}
              aria-labelledby={`plan-${plan.tier}`}
            >
              <h2 id={`plan-${plan.tier}`}>
                {plan.name}
                {current && <span className="composer-plan__badge">Your plan</span>}
              </h2>
              <p>{plan.summary}</p>
              <ul>
                {plan.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
      <p className="composer-plans__how">
        Plans are changed by Switchyard staff: ask them to move your account to another plan. A change applies
        from your next page load, to every Applet you save after it.{' '}
        <a href={NEW_APPLET} onClick={linkClick}>
          Create an Applet
        </a>
      </p>
      {me.staff && <ChangePlanForm viewerLogin={me.login} onOwnPlanChanged={() => void refetch()} />}
    </article>
  );
}

type FoundUser = NonNullable<PlanUserQuery['userByLogin']>;
type Errors = Partial<Record<'login' | 'tier' | 'base', string>>;

const PLAN_OPTIONS = PLANS.map((p) => ({ value: p.tier, label: p.name }));

/**
 * Staff only (the server refuses anyone else): find a user by login, see their plan, choose another.
 * Errors come back from the server as data (login, tier) and show beside their field.
 */
function ChangePlanForm({
  viewerLogin,
  onOwnPlanChanged,
}: {
  viewerLogin: string;
  onOwnPlanChanged: () => void;
}) {
  const id = useId();
  const client = useApolloClient();
  const [login, setLogin] = useState('');
  const [found, setFound] = useState<FoundUser | null>(null);
  const [tier, setTier] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [looking, setLooking] = useState(false);
  const [update, { loading: saving }] = useMutation(UpdatePlatformSubscriptionDocument);

  async function lookUp(e: FormEvent) {
    e.preventDefault();
    const wanted = login.trim();
    if (!wanted) return setErrors({ login: "Login can't be blank" });
    setLooking(true);
    setErrors({});
    setFound(null);
    try {
      const { data } = await client.query({
        query: PlanUserDocument,
        variables: { login: wanted },
        fetchPolicy: 'network-only',
      });
      const user = data.userByLogin;
      if (!user) return setErrors({ login: 'No user has this login.' });
      setFound(user);
      setTier(user.tier);
    } catch {
      setErrors({ base: 'The user could not be looked up. Please try again.' });
    } finally {
      setLooking(false);
    }
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!found) return;
    setErrors({});
    try {
      const { data } = await update({ variables: { login: found.login, tier } });
      const result = data?.updatePlatformSubscription;
      if (!result) throw new Error('no answer');
      if (result.errors.length || !result.user) {
        const next: Errors = {};
        for (const err of result.errors)
          next[err.attribute === 'tier' || err.attribute === 'login' ? err.attribute : 'base'] = err.message;
        setErrors(next);
        return flash("Could not change the user's plan.", 'error');
      }
      setFound(result.user);
      flash(`${result.user.name} (${result.user.login}) is on the ${planName(result.user.tier)} plan now.`);
      if (result.user.login === viewerLogin) onOwnPlanChanged();
    } catch (err) {
      const message = err instanceof Error && /FORBIDDEN|staff/i.test(err.message) ? err.message : '';
      setErrors({ base: message || 'The plan could not be changed. Please try again.' });
    }
  }

  return (
    <section className="composer-plans__staff" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Change a user&rsquo;s plan</h2>
      <p className="sy-field__hint">Staff only. Every change is recorded with who made it.</p>
      <form className="composer-plans__find" onSubmit={(e) => void lookUp(e)} noValidate>
        <Field
          id={`${id}-login`}
          label="Login"
          value={login}
          autoComplete="off"
          onChange={(e) => {
            setLogin(e.target.value);
            if (found) setFound(null);
          }}
          error={errors.login}
        />
        <Button type="submit" disabled={looking}>
          {looking ? 'Looking up…' : 'Look up'}
        </Button>
      </form>
      {found && (
        <form className="composer-plans__change" onSubmit={(e) => void save(e)} aria-label="New plan">
          <p role="status">
            <strong>{found.name}</strong> ({found.login}) is on the <strong>{planName(found.tier)}</strong>{' '}
            plan.
          </p>
          <SelectField
            id={`${id}-tier`}
            label="Plan"
            options={PLAN_OPTIONS}
            value={tier}
            onChange={(e) => setTier(e.target.value)}
            error={errors.tier}
          />
          <Button type="submit" variant="primary" disabled={saving || tier === found.tier}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </form>
      )}
      {errors.base && (
        <p className="sy-field__error" role="alert">
          {errors.base}
        </p>
      )}
    </section>
  );
}
