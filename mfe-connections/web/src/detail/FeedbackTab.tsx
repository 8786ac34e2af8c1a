import { navigate } from '@switchyard/client';
import { buttonClass, ErrorState, LoadingState } from '@switchyard/ui';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import {
  FEEDBACK_LOAD_FAILED,
  FEEDBACK_SECTIONS,
  feedbackSectionUrl,
  fetchFeedbackHtml,
  SECTION_TITLES,
  sectionLink,
  type FeedbackSection,
} from './feedbackSections';

export const FEEDBACK_HIDDEN = 'The feedback is hidden.';
export const SHOW_FEEDBACK = 'Show feedback';

/**
 * The User feedback tab: thumbs counts with the rating bar, the thumbs-down reasons, tips with
 * 'View Guide' and the feedback list, each section fetched as HTML on its own (a section that
 * fails says so with Retry, the others still show). Escape hides the containers
 * (spec/connections.md#connection-detail-screen); "Show feedback" brings them back.
 */
export function FeedbackTab({ connectionId }: { connectionId: string }) {
  const [hidden, setHidden] = useState(false);
  const showRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      setHidden(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  useEffect(() => {
    // The focus may have been inside what is now hidden.
    if (hidden) showRef.current?.focus();
  }, [hidden]);
  return (
    <div className="cn-feedback">
      {hidden && (
        <p className="cn-row">
          <span className="cn-muted">{FEEDBACK_HIDDEN}</span>
          <button
            ref={showRef}
            type="button"
            className={buttonClass('secondary')}
            onClick={() => setHidden(false)}
          >
            {SHOW_FEEDBACK}
          </button>
        </p>
      )}
      <div className="cn-feedback__sections" hidden={hidden}>
        {FEEDBACK_SECTIONS.map((section) => (
          <SectionView key={section} connectionId={connectionId} section={section} />
        ))}
      </div>
    </div>
  );
}

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; pages: string[] };

/** The HTML without the link the user followed (its page now follows it). */
function withoutLink(html: string, href: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const a of template.content.querySelectorAll('a')) if (a.getAttribute('href') === href) a.remove();
  return template.innerHTML;
}

function SectionView({ connectionId, section }: { connectionId: string; section: FeedbackSection }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
  useEffect(() => {
    const abort = new AbortController();
    fetchFeedbackHtml(feedbackSectionUrl(connectionId, section), abort.signal).then(
      (html) => setLoaded({ status: 'ready', pages: [html] }),
      () => {
        if (!abort.signal.aborted) setLoaded({ status: 'failed' });
      },
    );
    return () => abort.abort();
  }, [connectionId, section, attempt]);

  // Links in the server's HTML: the section's own path (the list's next page) is fetched and follows
  // the page it was on; another path of this site opens in the app; anything else as a link does.
  const onClick = (e: MouseEvent<HTMLDivElement>, pageIndex: number) => {
    const a = (e.target as Element).closest?.('a');
    if (!a || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const href = a.getAttribute('href');
    const next = sectionLink(connectionId, href);
    if (next) {
      e.preventDefault();
      if (more === 'loading' || loaded.status !== 'ready') return;
      setMore('loading');
      fetchFeedbackHtml(next).then(
        (html) => {
          setMore('idle');
          setLoaded((l) =>
            l.status === 'ready'
              ? {
                  status: 'ready',
                  pages: [
                    ...l.pages.slice(0, pageIndex),
                    withoutLink(l.pages[pageIndex], href!),
                    ...l.pages.slice(pageIndex + 1),
                    html,
                  ],
                }
              : l,
          );
        },
        () => setMore('failed'),
      );
      return;
    }
    if (href?.startsWith('/') && !href.startsWith('//') && a.target !== '_blank') {
      e.preventDefault();
      navigate(href);
    }
  };

  const headingId = `feedback-${section}-title`;
  return (
    // A group, not a region: the server's fragment is the region (its own `aria-label`).
    <div
      role="group"
      className={`cn-feedback__section cn-feedback__section--${section}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{SECTION_TITLES[section]}</h2>
      {loaded.status === 'loading' ? (
        <LoadingState label={`Loading ${SECTION_TITLES[section].toLowerCase()}…`} />
      ) : loaded.status === 'failed' ? (
        <ErrorState
          message={FEEDBACK_LOAD_FAILED}
          onRetry={() => {
            setLoaded({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        />
      ) : (
        <>
          {loaded.pages.map((html, i) => (
            // The observability domain escapes every value and sends no script (its README).
            <div
              key={i}
              className="cn-feedback__html"
              onClick={(e) => onClick(e, i)}
              dangerouslySetInnerHTML={{ __html: html }}
            />
          ))}
          {more === 'loading' && <LoadingState label="Loading more feedback…" />}
          {more === 'failed' && <p role="alert">{FEEDBACK_LOAD_FAILED}</p>}
        </>
      )}
    </div>
  );
}
