import { csrfFetch } from '@switchyard/client';

/**
 * The feedback tab's sections, each fetched as HTML from the observability domain
 * (spec/connections.md#7-the-calls-it-makes: "GET the feedback path with .js and a section
 * parameter; it returns HTML"). The server escapes every value and sends no script.
 */
export const FEEDBACK_SECTIONS = ['summary', 'reasons', 'tips', 'list'] as const;
export type FeedbackSection = (typeof FEEDBACK_SECTIONS)[number];

export const SECTION_TITLES: Record<FeedbackSection, string> = {
  summary: 'Ratings',
  reasons: 'Thumbs-down reasons',
  tips: 'Tips',
  list: 'Feedback',
};

/** The spec's text when a section could not be loaded (spec/connections.md#8-the-error-catalogue). */
export const FEEDBACK_LOAD_FAILED = "Couldn't load all data. Please try again later.";

export const feedbackSectionUrl = (connectionId: string, section: FeedbackSection, cursor?: string | null) =>
  `/connections/${encodeURIComponent(connectionId)}/feedback.js?section=${section}${
    cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''
  }`;

/** A section's HTML; rejects on any answer but 2xx HTML (a failed section says FEEDBACK_LOAD_FAILED). */
export async function fetchFeedbackHtml(url: string, signal?: AbortSignal): Promise<string> {
  // Not `Accept: text/html`: the gateway answers a GET that prefers HTML with the app's page.
  const res = await csrfFetch(url, { headers: { Accept: '*/*' }, signal });
  if (!res.ok) throw new Error(`feedback section answered ${res.status}`);
  return res.text();
}

/**
 * A feedback path inside a section's HTML (the list's "more" link carries its cursor): only this
 * connection's own feedback path is fetched from a link, never another address.
 */
export function sectionLink(connectionId: string, href: string | null): string | null {
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  if (url.pathname !== `/connections/${encodeURIComponent(connectionId)}/feedback.js`) return null;
  return `${url.pathname}${url.search}`;
}
