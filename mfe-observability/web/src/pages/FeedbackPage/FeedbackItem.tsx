import { useMutation } from '@switchyard/client/apollo';
import { Button, flash, formatFeedbackDate } from '@switchyard/ui';
import { useId } from 'react';
import { FEEDBACK_MESSAGES } from './feedbackMessages';
import { HideFeedbackDocument, ReportFeedbackAbuseDocument, type FeedbackItem } from './feedbackOperations';

/**
 * One feedback item or suggestion (see "Platform feedback item" in
 * spec/review-org-diagnostics.md#3-entities-and-their-fields): who, when, the thumb and reason, the
 * applet or connection, the other service it uses, the text; Report abuse, and Hide / Show for staff.
 */
export function FeedbackItemCard({ item, staff }: { item: FeedbackItem; staff: boolean }) {
  const id = useId();
  const whoId = `${id}-who`;
  const whenId = `${id}-when`;
  const login = item.user?.login ?? 'A former user';
  return (
    <article
      className={`ob-feedback${item.hidden ? ' ob-feedback--hidden' : ''}`}
      aria-labelledby={`${whoId} ${whenId}`}
    >
      <header className="ob-feedback__head">
        <span className="ob-avatar" aria-hidden="true">
          {login.charAt(0).toUpperCase()}
        </span>
        <div className="ob-feedback__who">
          <span id={whoId} className="ob-feedback__login">
            {login}
          </span>
          <time id={whenId} dateTime={item.created_at} className="ob-muted">
            {formatFeedbackDate(item.created_at)}
          </time>
        </div>
        {item.hidden && <span className="ob-mark">Hidden from partners</span>}
      </header>
      {item.type === 'suggestion' ? <SuggestionLines item={item} /> : <FeedbackLines item={item} />}
      {item.text && <blockquote className="ob-feedback__text">{item.text}</blockquote>}
      <ItemActions item={item} staff={staff} describedBy={`${whoId} ${whenId}`} />
    </article>
  );
}

function FeedbackLines({ item }: { item: FeedbackItem }) {
  const like = item.like === true;
  return (
    <>
      <p className="ob-feedback__opinion">
        <span className={`ob-thumb ob-thumb--${like ? 'up' : 'down'}`}>
          <ThumbIcon down={!like} />
          {like ? 'Thumbs up' : 'Thumbs down'}
        </span>
        {!like && item.opinion_label && <span className="ob-feedback__reason">{item.opinion_label}</span>}
      </p>
      {(item.applet_name || item.context_channel) && (
        <p className="ob-feedback__about">
          {item.applet_name && (
            <span>
              {item.applet_kind === 'connection' ? 'Connection' : 'Applet'}:{' '}
              <strong>{item.applet_name}</strong>
            </span>
          )}
          {item.context_channel && (
            <span>
              With <ServiceChip service={item.context_channel} />
            </span>
          )}
        </p>
      )}
    </>
  );
}

function SuggestionLines({ item }: { item: FeedbackItem }) {
  return (
    <p className="ob-feedback__about">
      <span>
        Suggested {item.suggestion_type ?? 'service'}: <strong>{item.suggestion_name || '(no name)'}</strong>
      </span>
    </p>
  );
}

type ContextService = NonNullable<FeedbackItem['context_channel']>;

/** The other service of the applet: its icon on its brand colour, and its name. */
function ServiceChip({ service }: { service: ContextService }) {
  return (
    <span className="ob-service-chip">
      <span className="ob-service-chip__icon" style={{ background: service.brand_color ?? undefined }}>
        {service.icon ? <img src={service.icon} alt="" width={16} height={16} /> : service.name.charAt(0)}
      </span>
      <strong>{service.name}</strong>
      {!service.published && <span className="ob-muted"> (unpublished)</span>}
    </span>
  );
}

function ItemActions({
  item,
  staff,
  describedBy,
}: {
  item: FeedbackItem;
  staff: boolean;
  describedBy: string;
}) {
  const [report, reporting] = useMutation(ReportFeedbackAbuseDocument);
  const [hide, hiding] = useMutation(HideFeedbackDocument);
  const variables = { type: item.type, id: item.id };

  const onReport = async () => {
    if (item.reported || reporting.loading) return;
    try {
      await report({
        variables,
        update(cache, { data }) {
          if (!data?.reportFeedbackAbuse.reported) return;
          cache.modify({
            id: cache.identify({ __typename: 'PlatformFeedbackItem', ...variables }),
            fields: { reported: () => true },
          });
        },
      });
      flash(FEEDBACK_MESSAGES.reported);
    } catch {
      flash(FEEDBACK_MESSAGES.reportFailed, 'error');
    }
  };

  const onHide = async () => {
    const hidden = !item.hidden;
    try {
      await hide({ variables: { ...variables, hidden } });
      flash(hidden ? FEEDBACK_MESSAGES.hidden : FEEDBACK_MESSAGES.shown);
    } catch {
      flash(FEEDBACK_MESSAGES.hideFailed, 'error');
    }
  };

  return (
    <div className="ob-feedback__actions">
      {/* aria-disabled rather than disabled: the button keeps the keyboard focus once reported. */}
      <Button
        variant="link"
        aria-describedby={describedBy}
        aria-disabled={item.reported || reporting.loading}
        onClick={() => void onReport()}
      >
        {item.reported ? 'Reported' : reporting.loading ? 'Reporting…' : 'Report abuse'}
      </Button>
      {staff && (
        <Button
          aria-describedby={describedBy}
          aria-disabled={hiding.loading}
          onClick={() => void (hiding.loading ? undefined : onHide())}
        >
          {item.hidden ? 'Show' : 'Hide'}
        </Button>
      )}
    </div>
  );
}

function ThumbIcon({ down }: { down: boolean }) {
  return (
    <svg
      className="ob-thumb__icon"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      style={down ? { transform: 'rotate(180deg)' } : undefined}
    >
      <rect x="2" y="10" width="4" height="11" rx="1" />
      <path d="M8 10 12 3c1.6 0 2.6 1.2 2.2 3L13.4 10H20c1.2 0 2.1 1 1.8 2.2l-1.7 7.2c-.2.9-1 1.6-2 1.6H8Z" />
    </svg>
  );
}
