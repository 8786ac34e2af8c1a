import { getSession, navigate, useLocation } from '@switchyard/client';
import { ApolloError, useQuery } from '@switchyard/client/apollo';
import { Button, EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import { useEffect, useRef } from 'react';
import { ServiceNotFound, ServicePage } from '../../serviceNav/ServicePage';
import type { ObservabilityService } from '../../serviceNav/serviceOperations';
import { serviceOf } from '../../serviceNav/servicePaths';
import {
  CONTENT_OPTIONS,
  contentOptionsOf,
  FEEDBACK_PAGE_SIZE,
  FIRST_PAGE,
  feedbackHref,
  feedbackViewFromSearch,
  rangeText,
  type FeedbackView,
} from './feedbackAddress';
import { FeedbackControls } from './FeedbackControls';
import { FeedbackItemCard } from './FeedbackItem';
import { FEEDBACK_MESSAGES } from './feedbackMessages';
import {
  AppletFeedbackListDocument,
  ChannelSuggestionsListDocument,
  type FeedbackPageData,
} from './feedbackOperations';
import './FeedbackPage.css';

/** The title of staff's list of the suggestions that name no service. */
export const UNNAMED_SUGGESTIONS_TITLE = 'Suggestions for new services';

/**
 * /feedback?service={module_name}: the platform feedback page
 * (spec/review-org-diagnostics.md#29-platform-feedback-page). Without ?service=, staff get the
 * suggestions that name no service; anybody else is asked to choose one.
 */
export function FeedbackPage() {
  const { search } = useLocation();
  if (!serviceOf(search) && getSession().viewer?.staff) return <UnnamedSuggestionsPage />;
  return (
    <ServicePage
      what="feedback"
      intro={(name) =>
        `What users say about the applets and connections that use ${name}, and what they suggest. Report anything abusive.`
      }
      howToOpen={
        <>
          Open it from a service&rsquo;s page, or add <code>?service=</code> and the service&rsquo;s module
          name to this address (for example <code>/feedback?service=my_service</code>).
        </>
      }
    >
      {(service) => <FeedbackBrowser service={service} />}
    </ServicePage>
  );
}

/**
 * The suggestions sent without naming a service (the composer's "Can't find your service? Suggest
 * it"): no organization owns them, so staff read, report and hide them here.
 */
function UnnamedSuggestionsPage() {
  return (
    <section className="ob-page" aria-labelledby="ob-unnamed-suggestions-title">
      <h1 id="ob-unnamed-suggestions-title">{UNNAMED_SUGGESTIONS_TITLE}</h1>
      <p className="ob-intro">
        What users suggest without naming a service of the platform, for example from the composer&rsquo;s
        &ldquo;Can&rsquo;t find your service? Suggest it&rdquo;. Only staff see them. Report or hide anything
        abusive.
      </p>
      <FeedbackBrowser service={null} />
    </section>
  );
}

/** The lists of a service's page, or (service null) of the suggestions that name no service. */
function FeedbackBrowser({ service }: { service: ObservabilityService | null }) {
  const { search } = useLocation();
  const staff = Boolean(getSession().viewer?.staff);
  const moduleName = service?.module_name ?? null;
  const view = feedbackViewFromSearch(search, { staff, unnamed: !service });
  const go = (next: FeedbackView) => navigate(feedbackHref(moduleName, next));
  return (
    <>
      <FeedbackControls
        view={view}
        contents={contentOptionsOf(moduleName)}
        staff={staff}
        onChange={(next) => go({ ...next, ...FIRST_PAGE })}
      />
      <FeedbackResults service={service} view={view} staff={staff} onPage={go} />
    </>
  );
}

const codeOf = (error: unknown) =>
  error instanceof ApolloError ? error.graphQLErrors[0]?.extensions?.code : undefined;

function FeedbackResults({
  service,
  view,
  staff,
  onPage,
}: {
  service: ObservabilityService | null;
  view: FeedbackView;
  staff: boolean;
  onPage(next: FeedbackView): void;
}) {
  const isFeedback = service !== null && view.content === 'feedback';
  const variables = {
    service_id: service?.id ?? '',
    order: view.order,
    ...(view.cursor ? { cursor: view.cursor } : {}),
    direction: view.direction,
    first: FEEDBACK_PAGE_SIZE,
    reported_only: view.reportedOnly,
  };
  const options = { notifyOnNetworkStatusChange: true } as const;
  const feedback = useQuery(AppletFeedbackListDocument, { ...options, variables, skip: !isFeedback });
  const suggestions = useQuery(ChannelSuggestionsListDocument, {
    ...options,
    variables: { ...variables, service_id: service?.id ?? null, content_type: view.content },
    skip: isFeedback,
  });
  const { loading, error, refetch } = isFeedback ? feedback : suggestions;
  const current = isFeedback ? feedback.data?.appletFeedback : suggestions.data?.channelSuggestions;
  const previous = isFeedback
    ? feedback.previousData?.appletFeedback
    : suggestions.previousData?.channelSuggestions;
  const retry = () => void refetch().catch(() => undefined);

  // After Previous / Next, the focus goes to the new page's place in the list (the button it was on
  // may be disabled now).
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const focusSummary = useRef(false);
  useEffect(() => {
    if (focusSummary.current && !loading && current) {
      focusSummary.current = false;
      summaryRef.current?.focus();
    }
  });

  if (error && !loading) {
    const code = codeOf(error);
    if (code === 'FORBIDDEN') {
      return service ? (
        <ServiceNotFound moduleName={service.module_name} />
      ) : (
        <EmptyState title="Staff only">Only staff can read the suggestions that name no service.</EmptyState>
      );
    }
    if (code === 'BAD_USER_INPUT' && view.cursor) {
      return (
        <ErrorState
          message={FEEDBACK_MESSAGES.badPage}
          retryLabel="Go to the first page"
          onRetry={() => onPage({ ...view, ...FIRST_PAGE })}
        />
      );
    }
    return <ErrorState message={FEEDBACK_MESSAGES.loadFailed} onRetry={retry} />;
  }
  // While another page loads the last one stays in view (dimmed) rather than flashing away.
  const shown = current ?? (loading ? previous : undefined);
  if (!shown) return <LoadingState label="Loading feedback…" />;

  const at = shown.hasPreviousPage ? view.at : 1;
  const turn = (next: FeedbackView) => {
    focusSummary.current = true;
    onPage(next);
  };
  const goNext = () =>
    turn({
      ...view,
      cursor: shown.endCursor,
      direction: 'next',
      at: at === null ? null : at + shown.items.length,
    });
  // Back to the start, the first page is asked as such (and shows anything newer).
  const goPrevious = () =>
    turn(
      at !== null && at <= FEEDBACK_PAGE_SIZE + 1
        ? { ...view, ...FIRST_PAGE }
        : {
            ...view,
            cursor: shown.startCursor,
            direction: 'previous',
            at: at === null ? null : at - FEEDBACK_PAGE_SIZE,
          },
    );
  const contentLabel = CONTENT_OPTIONS.find((o) => o.value === view.content)!.label;

  return (
    <div className="ob-results" aria-busy={loading}>
      <div className="ob-results__bar">
        <p ref={summaryRef} tabIndex={-1} className="ob-muted ob-feedback-range" aria-live="polite">
          {shown.items.length > 0 && rangeText(at, shown.items.length, shown.total_count)}
        </p>
        <Button onClick={retry} disabled={loading}>
          {loading ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {shown.items.length === 0 ? (
        <Empty
          view={view}
          name={service?.name ?? null}
          total={shown.total_count}
          onFirst={() => turn({ ...view, ...FIRST_PAGE })}
        />
      ) : (
        <>
          <h2 className="sy-visually-hidden">{contentLabel}</h2>
          <ol className="ob-feedback-list">
            {shown.items.map((item) => (
              <li key={`${item.type}:${item.id}`}>
                <FeedbackItemCard item={item} staff={staff} />
              </li>
            ))}
          </ol>
          <Pager page={shown} loading={loading} onPrevious={goPrevious} onNext={goNext} />
        </>
      )}
    </div>
  );
}

function Pager({
  page,
  loading,
  onPrevious,
  onNext,
}: {
  page: FeedbackPageData;
  loading: boolean;
  onPrevious(): void;
  onNext(): void;
}) {
  if (!page.hasPreviousPage && !page.hasNextPage) return null;
  return (
    <nav aria-label="Feedback pages" className="ob-pager">
      <Button disabled={!page.hasPreviousPage || loading} onClick={onPrevious}>
        Previous
      </Button>
      <Button disabled={!page.hasNextPage || loading} onClick={onNext}>
        Next
      </Button>
    </nav>
  );
}

function Empty({
  view,
  name,
  total,
  onFirst,
}: {
  view: FeedbackView;
  /** The service's; null: the suggestions that name no service. */
  name: string | null;
  total: number;
  onFirst(): void;
}) {
  if (total > 0) {
    return (
      <EmptyState
        title="Nothing on this page"
        action={<Button onClick={onFirst}>Go to the first page</Button>}
      >
        The items it held have moved; the list starts again from its first page.
      </EmptyState>
    );
  }
  if (view.reportedOnly) {
    return (
      <EmptyState title="Nothing has been reported">No one has reported any of these as abusive.</EmptyState>
    );
  }
  if (view.content === 'feedback') {
    return (
      <EmptyState title="No feedback yet">
        When users give a thumbs up or down to an applet or a connection that uses {name}, it shows here.
      </EmptyState>
    );
  }
  const what = view.content === 'applet' ? 'an applet' : `a ${view.content}`;
  return (
    <EmptyState title="No suggestions yet">
      {name === null
        ? `When users suggest ${what} without naming a service of the platform, it shows here.`
        : `When users suggest ${what} for ${name}, it shows here.`}
    </EmptyState>
  );
}
