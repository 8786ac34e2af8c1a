import { useQuery } from '@switchyard/client/apollo';
import { ErrorState, LoadingState } from '@switchyard/ui';
import { MISSING_VALUE, REVIEW_SECTIONS } from '@switchyard/review-common/reviewPage';
import { useMemo, useState, type ReactNode } from 'react';
import { LOAD_FAILED } from '../reviewMessages';
import { ReviewDetailsDocument, type Feedback } from '../reviewOperations';
import { AdminRows } from './AdminRows';
import { NotesContext } from './Notes';
import { PropertyRows } from './PropertyRows';
import {
  authenticationFields,
  availableModes,
  BRANDING,
  DIFF_MODE_LABELS,
  diffFor,
  feedbackPath,
  GENERAL,
  initialMode,
  MARKETING,
  type DiffMode,
  type ServiceSnapshot,
} from './reviewModel';
import { StepSection } from './StepSection';
import { withPropertyDefaults } from '@switchyard/review-common/diff';

const title = (anchor: string) => REVIEW_SECTIONS.find((s) => s.anchor === anchor)!.title;

function Section({ anchor, children }: { anchor: string; children: ReactNode }) {
  return (
    <section id={anchor} className="rv-section" aria-labelledby={`${anchor}-title`}>
      <h2 id={`${anchor}-title`}>{title(anchor)}</h2>
      {children}
    </section>
  );
}

/**
 * The review page's eleven sections (see spec/review-org-diagnostics.md#21-service-review-page): the diff
 * picker, then every property of the service with its status against the chosen base, the notes beside each
 * field, the admins, redirect URIs, steps, authentication and tests.
 */
export function ReviewSections({ moduleName }: { moduleName: string }) {
  const { data, loading, error, refetch } = useQuery(ReviewDetailsDocument, {
    variables: { module_name: moduleName },
  });
  const service = data?.service;
  const review = service?.review;
  const bases = useMemo(
    () => ({
      published: (review?.changes.from_published?.original_channel ?? null) as ServiceSnapshot | null,
      review: (review?.changes.from_last_review?.original_channel ?? null) as ServiceSnapshot | null,
    }),
    [review],
  );
  const [chosen, setChosen] = useState<DiffMode | null>(null);
  const [notes, setNotes] = useState<Feedback[] | null>(null);
  const mode = chosen ?? initialMode(bases);
  const diff = useMemo(
    () => review && diffFor(mode, review.current as ServiceSnapshot, bases),
    [mode, review, bases],
  );
  if (!service || !review || !diff) {
    if (loading) return <LoadingState label="Loading the review…" />;
    if (error)
      return <ErrorState message={LOAD_FAILED} onRetry={() => void refetch().catch(() => undefined)} />;
    return null;
  }
  const current = review.current as ServiceSnapshot;
  const values = {
    ...withPropertyDefaults(current.properties),
    icon: service.icon,
    demo_account_password: service.demo_account_password,
  };
  const path = (key: string) => feedbackPath(key);
  const rows = (defs: typeof GENERAL) => (
    <PropertyRows defs={defs} values={values} statuses={diff.properties} pathOf={path} />
  );
  const authType = current.properties.authentication_type;
  const test = review.most_recent_endpoint_test_result;
  return (
    <NotesContext.Provider
      value={{
        moduleName,
        notes: notes ?? service.feedbacks ?? [],
        canWrite: Boolean(data.me?.review_team),
        replace: setNotes,
      }}
    >
      <nav className="rv-anchors" aria-label="Sections">
        {REVIEW_SECTIONS.filter((s) => s.anchor).map((s) => (
          <a key={s.anchor} href={`#${s.anchor}`}>
            {s.title}
          </a>
        ))}
      </nav>
      <fieldset className="rv-diff-picker">
        <legend>Compare with</legend>
        {availableModes(bases).map((m) => (
          <label key={m}>
            <input
              type="radio"
              name="diff-mode"
              value={m}
              checked={mode === m}
              onChange={() => setChosen(m)}
            />{' '}
            {DIFF_MODE_LABELS[m]}
          </label>
        ))}
        <p className="rv-muted" role="status">
          {mode === 'none'
            ? 'Showing the configuration as it is.'
            : `${diff.changes.length} ${diff.changes.length === 1 ? 'change' : 'changes'} ${
                mode === 'published' ? 'since the published version' : 'since the last review'
              }.`}
        </p>
      </fieldset>
      <Section anchor="general">{rows(GENERAL)}</Section>
      <Section anchor="branding">{rows(BRANDING)}</Section>
      <Section anchor="marketing">{rows(MARKETING)}</Section>
      <Section anchor="admins">
        <AdminRows
          moduleName={moduleName}
          admins={service.admins}
          canValidate={Boolean(data.me?.review_team || data.me?.staff)}
        />
      </Section>
      <Section anchor="redirects">
        {!service.embedded_redirects?.length ? (
          <p className="rv-muted">No redirect URIs.</p>
        ) : (
          <ul>
            {service.embedded_redirects.map((uri: string) => (
              <li key={uri}>
                <code>{uri}</code>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {(['triggers', 'queries', 'actions'] as const).map((list) => (
        <Section key={list} anchor={list}>
          <StepSection moduleName={moduleName} list={list} items={diff.lists[list] ?? []} />
        </Section>
      ))}
      <Section anchor="authentication">
        {rows(authenticationFields(authType))}
        {authType === 'auth_not_required' ? null : (
          <p>
            <a href={`/services/${encodeURIComponent(moduleName)}/auth_tests`}>Run the authentication test</a>
          </p>
        )}
      </Section>
      <Section anchor="tests">
        <dl className="rv-props">
          <div className="rv-prop">
            <dt>Most recent endpoint test</dt>
            <dd>
              {test ? (
                <>
                  <strong className={test.failed ? 'rv-failed' : 'rv-passed'}>
                    {test.failed ? 'Failed' : 'Passed'}
                  </strong>{' '}
                  <time dateTime={test.timestamp}>{new Date(test.timestamp).toLocaleString()}</time>
                </>
              ) : (
                <span className="rv-missing">{MISSING_VALUE}</span>
              )}
            </dd>
          </div>
          <div className="rv-prop">
            <dt>Passing</dt>
            <dd>{review.progress.passing}</dd>
          </div>
          <div className="rv-prop">
            <dt>Failed tests</dt>
            <dd>
              {review.progress.failed_tests.length === 0 ? (
                'None'
              ) : (
                <ul className="rv-failed-tests">
                  {review.progress.failed_tests.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
        <p>
          <a href={`/services/${encodeURIComponent(moduleName)}/endpoint_tests`}>Open the endpoint tests</a>
        </p>
      </Section>
    </NotesContext.Provider>
  );
}
