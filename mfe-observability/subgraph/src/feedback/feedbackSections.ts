import {
  feedbackBreakdown,
  GUIDE_LABEL,
  type FeedbackCounts,
  type FeedbackTip,
} from '@switchyard/observability-common';

/**
 * The connection detail screen's feedback sections as HTML (spec/connections.md#2-screens-and-routes and spec/connections.md#7-the-calls-it-makes: "GET the
 * feedback path with .js and a section parameter; it returns HTML"): fragments the page puts in its
 * containers. Every value is escaped; no script, no event handler attribute; the only style is the
 * rating bars' widths. Class names start with `sy-cfb` (the page styles them).
 */

export const FEEDBACK_SECTIONS = ['summary', 'reasons', 'tips', 'list'] as const;
export type FeedbackSection = (typeof FEEDBACK_SECTIONS)[number];

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text or an attribute value (always double-quoted) made safe for HTML. */
export const escapeHtml = (value: unknown) => String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Thumbs up and down counts and the rating bar (its text says the same for screen readers). */
export function summaryHtml(counts: FeedbackCounts): string {
  const rating =
    counts.ratings_count === 0
      ? '<p class="sy-cfb__rating-text">No ratings yet.</p>'
      : `<div class="sy-cfb__rating" aria-hidden="true">` +
        `<span class="sy-cfb__rating-positive" style="width: ${counts.positive_percentage}%"></span>` +
        `<span class="sy-cfb__rating-negative" style="width: ${counts.negative_percentage}%"></span></div>` +
        `<p class="sy-cfb__rating-text">${counts.positive_percentage}% positive, ${counts.negative_percentage}% negative ` +
        `(${escapeHtml(plural(counts.ratings_count, 'rating', 'ratings'))})</p>`;
  return (
    `<section class="sy-cfb sy-cfb--summary" aria-label="Ratings">` +
    `<ul class="sy-cfb__thumbs">` +
    `<li class="sy-cfb__thumb sy-cfb__thumb--up"><strong>${counts.like}</strong> thumbs up</li>` +
    `<li class="sy-cfb__thumb sy-cfb__thumb--down"><strong>${counts.dislike}</strong> thumbs down</li>` +
    `</ul>${rating}</section>`
  );
}

/** The thumbs-down reasons as percentages of all dislikes (feedbackBreakdown), each with a bar. */
export function reasonsHtml(counts: FeedbackCounts): string {
  if (counts.dislike === 0)
    return '<section class="sy-cfb sy-cfb--reasons" aria-label="Thumbs-down reasons"><p class="sy-cfb__empty">No thumbs down yet.</p></section>';
  const rows = feedbackBreakdown(counts.opinions)
    .map(
      (s) =>
        `<li class="sy-cfb__reason sy-cfb__reason--${s.reason}">` +
        `<span class="sy-cfb__reason-label">${escapeHtml(s.label)}</span> ` +
        `<span class="sy-cfb__reason-percentage">${s.percentage}%</span> ` +
        `<span class="sy-cfb__reason-count">(${s.count} of ${counts.dislike})</span>` +
        `<span class="sy-cfb__reason-bar" aria-hidden="true"><span style="width: ${s.percentage}%"></span></span></li>`,
    )
    .join('');
  return `<section class="sy-cfb sy-cfb--reasons" aria-label="Thumbs-down reasons"><ul class="sy-cfb__reasons">${rows}</ul></section>`;
}

/** The tips, each with its 'View Guide' link. */
export function tipsHtml(tips: readonly FeedbackTip[]): string {
  const items = tips
    .map(
      (t) =>
        `<li class="sy-cfb__tip sy-cfb__tip--${escapeHtml(t.key)}"><p>${escapeHtml(t.text)}</p>` +
        `<a class="sy-cfb__guide" href="${escapeHtml(t.guide)}">${GUIDE_LABEL}</a></li>`,
    )
    .join('');
  return `<section class="sy-cfb sy-cfb--tips" aria-label="Tips"><ul class="sy-cfb__tips">${items}</ul></section>`;
}

/** One item of the list: what the section shows of a feedback (never who gave it). */
export interface ListItem {
  like: boolean;
  reason: string | null;
  text: string | null;
  /** ISO 8601. */
  created_at: string;
  /** Staff only see hidden items, marked. */
  hidden: boolean;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The feedback list, newest first; `more`: the address of the next items (the link the page follows
 * to append them), null at the end.
 */
export function listHtml(items: readonly ListItem[], more: string | null, first: boolean): string {
  if (!items.length && first)
    return '<section class="sy-cfb sy-cfb--list" aria-label="Feedback"><p class="sy-cfb__empty">No feedback yet.</p></section>';
  const rows = items
    .map((i) => {
      const opinion = i.like ? 'Thumbs up' : 'Thumbs down';
      const reason = !i.like && i.reason ? ` · ${escapeHtml(i.reason)}` : '';
      const hidden = i.hidden ? ' <span class="sy-cfb__hidden">Hidden from partners</span>' : '';
      const text = i.text ? `<p class="sy-cfb__text">${escapeHtml(i.text)}</p>` : '';
      return (
        `<li class="sy-cfb__item sy-cfb__item--${i.like ? 'up' : 'down'}">` +
        `<p class="sy-cfb__opinion">${opinion}${reason}${hidden}</p>${text}` +
        `<p class="sy-cfb__date"><time datetime="${escapeHtml(i.created_at)}">${escapeHtml(dateFormat.format(new Date(i.created_at)))}</time></p></li>`
      );
    })
    .join('');
  const link = more ? `<a class="sy-cfb__more" href="${escapeHtml(more)}">More feedback</a>` : '';
  return `<section class="sy-cfb sy-cfb--list" aria-label="Feedback"><ol class="sy-cfb__items">${rows}</ol>${link}</section>`;
}
