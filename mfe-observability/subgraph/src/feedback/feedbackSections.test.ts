import { feedbackCounts } from '@switchyard/observability-common';
import { escapeHtml, listHtml, reasonsHtml, summaryHtml, tipsHtml } from './feedbackSections';

const counts = feedbackCounts({
  like: 3,
  dislike: 5,
  reasons: { unexpected: 2, no_response: 1, too_slow: 2 },
});
const EVIL = `<script>alert("x")</script><img src=x onerror='y'>&`;

describe('feedback sections as HTML', () => {
  it('escapes every character HTML gives a meaning to', () => {
    expect(escapeHtml(EVIL)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=&#39;y&#39;&gt;&amp;',
    );
  });

  it('summary: the counts and a rating bar whose text says the percentages', () => {
    const html = summaryHtml(counts);
    expect(html).toContain('<strong>3</strong> thumbs up');
    expect(html).toContain('<strong>5</strong> thumbs down');
    expect(html).toContain('style="width: 38%"');
    expect(html).toContain('style="width: 62%"');
    expect(html).toContain('38% positive, 62% negative (8 ratings)');
    expect(html).toMatch(/class="sy-cfb__rating" aria-hidden="true"/);
    expect(summaryHtml(feedbackCounts({ like: 0, dislike: 0, reasons: {} }))).toContain('No ratings yet.');
  });

  it('reasons: shares of all dislikes, rounded, or none', () => {
    const html = reasonsHtml(counts);
    expect(html).toMatch(/Doesn&#39;t work as expected<\/span> <span class="sy-cfb__reason-percentage">40%/);
    expect(html).toMatch(/No reason given<\/span> <span class="sy-cfb__reason-percentage">20%/);
    expect(html).toMatch(/Other reasons<\/span> <span class="sy-cfb__reason-percentage">40%/);
    expect(html).toContain('(2 of 5)');
    expect(reasonsHtml(feedbackCounts({ like: 2, dislike: 0, reasons: {} }))).toContain(
      'No thumbs down yet.',
    );
  });

  it('tips: each text escaped with its View Guide link', () => {
    const html = tipsHtml([{ key: 'endpoint_tests', text: EVIL, guide: '/services/a"b/endpoint_tests' }]);
    expect(html).toContain(
      '<a class="sy-cfb__guide" href="/services/a&quot;b/endpoint_tests">View Guide</a>',
    );
    expect(html).not.toContain('<script');
  });

  it('list: opinion, reason, text and date of each, escaped, with the link to more', () => {
    const html = listHtml(
      [
        {
          like: false,
          reason: "Doesn't work as expected",
          text: EVIL,
          created_at: '2026-11-28T07:31:05.000Z',
          hidden: true,
        },
        { like: true, reason: null, text: null, created_at: '2026-11-27T00:00:00.000Z', hidden: false },
      ],
      '/connections/c1/feedback.js?section=list&cursor=abc',
      true,
    );
    expect(html).toContain(
      'Thumbs down · Doesn&#39;t work as expected <span class="sy-cfb__hidden">Hidden from partners</span>',
    );
    expect(html).toContain('<time datetime="2026-11-28T07:31:05.000Z">November 28, 2026</time>');
    expect(html).toContain('<p class="sy-cfb__opinion">Thumbs up</p>');
    expect(html).toContain(
      'href="/connections/c1/feedback.js?section=list&amp;cursor=abc">More feedback</a>',
    );
    expect(html).not.toMatch(/<script|<img/);
    expect(listHtml([], null, true)).toContain('No feedback yet.');
    expect(listHtml([], null, false)).not.toContain('No feedback yet.');
  });
});
