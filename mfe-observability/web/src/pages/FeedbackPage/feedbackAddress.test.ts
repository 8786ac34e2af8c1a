import {
  contentOptionsOf,
  feedbackHref,
  feedbackViewFromSearch,
  rangeText,
  type FeedbackView,
} from './feedbackAddress';

const view = (query: string, staff = false) => feedbackViewFromSearch(new URLSearchParams(query), { staff });
const DEFAULT: FeedbackView = {
  content: 'feedback',
  order: 'created_at_desc',
  reportedOnly: false,
  cursor: null,
  direction: 'next',
  at: 1,
};

describe('feedbackViewFromSearch', () => {
  it('reads applet feedback, newest first, the first page by default', () => {
    expect(view('service=daybook')).toEqual(DEFAULT);
  });

  it('reads the content, order, cursor, direction and position', () => {
    expect(view('content=protocol&order=created_at_asc&cursor=abc&direction=previous&at=21')).toEqual({
      ...DEFAULT,
      content: 'protocol',
      order: 'created_at_asc',
      cursor: 'abc',
      direction: 'previous',
      at: 21,
    });
  });

  it("reads 'connection' as 'applet' and anything unknown as the default", () => {
    expect(view('content=connection').content).toBe('applet');
    expect(view('content=everything&order=random&direction=sideways&cursor=c&at=-3')).toEqual({
      ...DEFAULT,
      cursor: 'c',
      at: null,
    });
  });

  it('has no direction or position without a cursor, and reported only for staff', () => {
    expect(view('direction=previous&at=41')).toEqual(DEFAULT);
    expect(view('reported=1').reportedOnly).toBe(false);
    expect(view('reported=1', true).reportedOnly).toBe(true);
  });
});

describe('feedbackHref', () => {
  it('leaves the defaults out', () => {
    expect(feedbackHref('daybook', DEFAULT)).toBe('/feedback?service=daybook');
  });

  it('round-trips through the address', () => {
    const next: FeedbackView = {
      content: 'service',
      order: 'created_at_asc',
      reportedOnly: true,
      cursor: 'Y3Vyc29y',
      direction: 'previous',
      at: 41,
    };
    const href = feedbackHref('day book', next);
    expect(href).toBe(
      '/feedback?service=day+book&content=service&order=created_at_asc&reported=1&cursor=Y3Vyc29y&direction=previous&at=41',
    );
    expect(feedbackViewFromSearch(new URL(href, 'http://x').searchParams, { staff: true })).toEqual(next);
  });
});

describe('the suggestions that name no service', () => {
  const UNNAMED: FeedbackView = { ...DEFAULT, content: 'service' };
  const unnamed = (query: string) =>
    feedbackViewFromSearch(new URLSearchParams(query), { staff: true, unnamed: true });

  it('offers the suggestion lists only, service suggestions first', () => {
    expect(contentOptionsOf(null).map((o) => o.label)).toEqual([
      'Service suggestions',
      'Applet suggestions',
      'Protocol suggestions',
    ]);
    expect(contentOptionsOf('daybook')[0]!.label).toBe('Applet feedback');
    expect(unnamed('')).toEqual(UNNAMED);
    expect(unnamed('content=feedback').content).toBe('service');
    expect(unnamed('content=connection').content).toBe('applet');
  });

  it('lives at /feedback without a service, its defaults left out', () => {
    expect(feedbackHref(null, UNNAMED)).toBe('/feedback');
    const next: FeedbackView = {
      content: 'protocol',
      order: 'created_at_asc',
      reportedOnly: true,
      cursor: 'Y3Vyc29y',
      direction: 'next',
      at: 21,
    };
    const href = feedbackHref(null, next);
    expect(href).toBe('/feedback?content=protocol&order=created_at_asc&reported=1&cursor=Y3Vyc29y&at=21');
    expect(unnamed(new URL(href, 'http://x').search)).toEqual(next);
  });
});

describe('rangeText', () => {
  it('shows where the page is in the list', () => {
    expect(rangeText(1, 20, 245)).toBe('1–20 of 245');
    expect(rangeText(241, 5, 245)).toBe('241–245 of 245');
    expect(rangeText(null, 20, 245)).toBe('20 of 245');
    expect(rangeText(1, 0, 3)).toBe('0 of 3');
  });
});
