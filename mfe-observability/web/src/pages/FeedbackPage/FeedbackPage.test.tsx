import type { MockedResponse } from '@apollo/client/testing';
import { setSession } from '@switchyard/client';
import { clearFlash, FlashHost } from '@switchyard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ObservabilityRoutes } from '../../routes';
import { SERVICE_LOAD_FAILED } from '../../serviceNav/ServicePage';
import { ObservabilityServiceDocument } from '../../serviceNav/serviceOperations';
import { renderWithApollo } from '../../testing/renderWithApollo';
import { DAYBOOK, viewer } from '../../testing/sessions';
import { FEEDBACK_PAGE_SIZE } from './feedbackAddress';
import { UNNAMED_SUGGESTIONS_TITLE } from './FeedbackPage';
import { FEEDBACK_MESSAGES } from './feedbackMessages';
import {
  AppletFeedbackListDocument,
  ChannelSuggestionsListDocument,
  HideFeedbackDocument,
  ReportFeedbackAbuseDocument,
  type FeedbackItem,
} from './feedbackOperations';

const serviceMock = (service: typeof DAYBOOK | null = DAYBOOK): MockedResponse => ({
  request: {
    query: ObservabilityServiceDocument,
    variables: { module_name: service?.module_name ?? 'ledger' },
  },
  result: { data: { service } },
  maxUsageCount: 10,
});

/** A local date's ISO form, so the page's date reads the same in every time zone. */
const at = (...parts: [number, number, number, number, number, number]) => new Date(...parts).toISOString();

const feedback = (over: Partial<FeedbackItem> = {}): FeedbackItem & { __typename: string } => ({
  __typename: 'PlatformFeedbackItem',
  id: 'fb-1',
  type: 'feedback',
  like: false,
  created_at: at(2026, 10, 28, 7, 31, 5),
  text: 'It posts the entry twice.',
  suggestion_name: null,
  suggestion_type: null,
  user: { __typename: 'User', id: 'user-milo', login: 'milo' } as FeedbackItem['user'],
  context_channel: {
    __typename: 'Service',
    id: 'svc-lamp',
    name: 'Lite Lamp',
    brand_color: '#ffaa00',
    icon: null,
    published: true,
  } as FeedbackItem['context_channel'],
  applet_kind: 'applet',
  applet_id: 'applet-1',
  applet_name: 'Journal to lamp',
  opinion_code: 'unexpected',
  opinion_label: "Doesn't work as expected",
  reported: false,
  hidden: false,
  ...over,
});

const suggestion = (over: Partial<FeedbackItem> = {}) =>
  feedback({
    id: 'sg-1',
    type: 'suggestion',
    like: null,
    text: 'Please add a weekly digest.',
    suggestion_name: 'Weekly digest',
    suggestion_type: 'applet',
    context_channel: null,
    applet_kind: null,
    applet_id: null,
    applet_name: null,
    opinion_code: null,
    opinion_label: null,
    ...over,
  });

interface PageAnswer {
  items?: FeedbackItem[];
  startCursor?: string | null;
  endCursor?: string | null;
  hasPreviousPage?: boolean;
  hasNextPage?: boolean;
  total_count?: number;
}
const pageOf = (answer: PageAnswer) => {
  const items = answer.items ?? [feedback()];
  return {
    __typename: 'PlatformFeedbackPage',
    items,
    startCursor: answer.startCursor ?? (items.length ? 'start-1' : null),
    endCursor: answer.endCursor ?? (items.length ? 'end-1' : null),
    hasPreviousPage: answer.hasPreviousPage ?? false,
    hasNextPage: answer.hasNextPage ?? false,
    total_count: answer.total_count ?? items.length,
  };
};

interface ListVars {
  order?: string;
  cursor?: string;
  direction?: string;
  reported_only?: boolean;
}
const listVariables = (vars: ListVars) => ({
  service_id: 'svc-daybook',
  order: vars.order ?? 'created_at_desc',
  ...(vars.cursor ? { cursor: vars.cursor } : {}),
  direction: vars.direction ?? 'next',
  first: FEEDBACK_PAGE_SIZE,
  reported_only: vars.reported_only ?? false,
});

const feedbackMock = (
  vars: ListVars = {},
  answer: PageAnswer | GraphQLError | Error = {},
): MockedResponse => ({
  request: { query: AppletFeedbackListDocument, variables: listVariables(vars) },
  ...(answer instanceof GraphQLError
    ? { result: { errors: [answer] } }
    : answer instanceof Error
      ? { error: answer }
      : { result: { data: { appletFeedback: pageOf(answer) } } }),
});

const suggestionsMock = (
  contentType: string,
  vars: ListVars & { service_id?: string | null } = {},
  answer: PageAnswer | GraphQLError = {},
): MockedResponse => ({
  request: {
    query: ChannelSuggestionsListDocument,
    variables: {
      ...listVariables(vars),
      ...('service_id' in vars ? { service_id: vars.service_id } : {}),
      content_type: contentType,
    },
  },
  ...(answer instanceof GraphQLError
    ? { result: { errors: [answer] } }
    : { result: { data: { channelSuggestions: pageOf({ items: [suggestion()], ...answer }) } } }),
});

/** The suggestions that name no service (staff, /feedback without ?service=). */
const unnamedMock = (contentType: string, vars: ListVars = {}, answer: PageAnswer | GraphQLError = {}) =>
  suggestionsMock(contentType, { ...vars, service_id: null }, answer);
const unnamedSuggestion = (over: Partial<FeedbackItem> = {}) =>
  suggestion({
    id: 'sg-9',
    suggestion_type: 'service',
    suggestion_name: 'Lighthouse',
    text: 'Please add Lighthouse.',
    user: { __typename: 'User', id: 'user-sol', login: 'sol' } as FeedbackItem['user'],
    ...over,
  });

function open(path: string, mocks: MockedResponse[]) {
  window.history.replaceState(null, '', path);
  return renderWithApollo(
    <>
      <ObservabilityRoutes />
      <FlashHost />
    </>,
    mocks,
  );
}

const address = () => window.location.pathname + window.location.search;
const items = () => screen.findAllByRole('article');
const range = (text: string) => screen.findByText(text, { selector: '.ob-feedback-range' });

beforeEach(() => setSession({ viewer: viewer(false), csrfToken: 'csrf' }));
afterEach(() => clearFlash());

describe('FeedbackPage', () => {
  it('asks anyone but staff for a service when the address names none', async () => {
    open('/feedback', []);
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
    expect(screen.getByText('Choose a service to see its feedback')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Service diagnostics' })).not.toBeInTheDocument();
  });

  it("shows the service's applet feedback, newest first, each item with who, when, what and why", async () => {
    open('/feedback?service=daybook', [serviceMock(), feedbackMock({}, { total_count: 1 })]);
    const [item] = await items();
    expect(screen.getByRole('heading', { level: 1, name: 'Daybook feedback' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Daybook' }),
    ).toHaveAttribute('href', '/services/daybook');
    const tabs = screen.getByRole('navigation', { name: 'Service diagnostics' });
    expect(within(tabs).getByRole('link', { name: 'Feedback' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Logs' })).toHaveAttribute('href', '/logs?service=daybook');
    expect(within(tabs).getByRole('link', { name: 'Charts' })).toHaveAttribute(
      'href',
      '/charts?service=daybook',
    );

    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('Applet feedback');
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveDisplayValue('Newest first');
    expect(screen.queryByRole('checkbox', { name: 'Reported only' })).not.toBeInTheDocument();
    expect(await range('1–1 of 1')).toBeInTheDocument();

    expect(item).toHaveAccessibleName('milo November 28th 2026, 7:31:05 am');
    const card = within(item!);
    expect(card.getByText('November 28th 2026, 7:31:05 am')).toHaveAttribute(
      'datetime',
      item!.querySelector('time')!.dateTime,
    );
    expect(card.getByText('Thumbs down')).toBeInTheDocument();
    expect(card.getByText("Doesn't work as expected")).toBeInTheDocument();
    expect(card.getByText('Applet:', { exact: false })).toHaveTextContent('Applet: Journal to lamp');
    expect(card.getByText('Lite Lamp')).toBeInTheDocument();
    expect(card.getByText('It posts the entry twice.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Report abuse' })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Feedback pages' })).not.toBeInTheDocument();
  });

  it('shows a thumbs up without a reason, a connection, and an unpublished service', async () => {
    open('/feedback?service=daybook', [
      serviceMock(),
      feedbackMock(
        {},
        {
          items: [
            feedback({
              like: true,
              opinion_code: null,
              opinion_label: null,
              text: null,
              applet_kind: 'connection',
              applet_name: 'Daybook to Lamp',
              context_channel: { ...feedback().context_channel!, published: false },
              user: null,
            }),
          ],
        },
      ),
    ]);
    const card = within((await items())[0]!);
    expect(card.getByText('Thumbs up')).toBeInTheDocument();
    expect(card.getByText('Connection:', { exact: false })).toHaveTextContent('Connection: Daybook to Lamp');
    expect(card.getByText('(unpublished)')).toBeInTheDocument();
    expect(card.getByText('A former user')).toBeInTheDocument();
  });

  it('switches to suggestions by type, keeping the choice in the address', async () => {
    const user = userEvent.setup();
    open('/feedback?service=daybook', [
      serviceMock(),
      feedbackMock(),
      suggestionsMock(
        'service',
        {},
        { items: [suggestion({ suggestion_type: 'service', suggestion_name: 'Ledger' })] },
      ),
      suggestionsMock('service', { order: 'created_at_asc' }),
      suggestionsMock('protocol', { order: 'created_at_asc' }, { items: [] }),
    ]);
    await items();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Service suggestions');
    expect(address()).toBe('/feedback?service=daybook&content=service');
    const card = within(await screen.findByRole('article', { name: /milo/ }));
    expect(await card.findByText('Ledger')).toBeInTheDocument();
    expect(card.getByText('Suggested service:', { exact: false })).toBeInTheDocument();
    expect(card.getByText('Please add a weekly digest.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Oldest first');
    expect(address()).toBe('/feedback?service=daybook&content=service&order=created_at_asc');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Protocol suggestions');
    expect(address()).toBe('/feedback?service=daybook&content=protocol&order=created_at_asc');
    expect(await screen.findByText('No suggestions yet')).toBeInTheDocument();
    expect(screen.getByText(/When users suggest a protocol for Daybook/)).toBeInTheDocument();
  });

  it("reads 'connection' in the address as applet suggestions", async () => {
    open('/feedback?service=daybook&content=connection', [serviceMock(), suggestionsMock('applet')]);
    expect(await screen.findByText('Weekly digest')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('Applet suggestions');
  });

  it('turns cursor pages with Previous and Next, showing where the page is', async () => {
    const user = userEvent.setup();
    const many = (from: number) =>
      Array.from({ length: FEEDBACK_PAGE_SIZE }, (_, i) => feedback({ id: `fb-${from + i}` }));
    open('/feedback?service=daybook', [
      serviceMock(),
      feedbackMock({}, { items: many(1), endCursor: 'c20', hasNextPage: true, total_count: 45 }),
      feedbackMock(
        { cursor: 'c20' },
        {
          items: many(21),
          startCursor: 'c21',
          endCursor: 'c40',
          hasPreviousPage: true,
          hasNextPage: true,
          total_count: 45,
        },
      ),
      feedbackMock(
        { cursor: 'c40' },
        {
          items: many(41).slice(0, 5),
          startCursor: 'c41',
          endCursor: 'c45',
          hasPreviousPage: true,
          total_count: 45,
        },
      ),
      feedbackMock(
        { cursor: 'c41', direction: 'previous' },
        {
          items: many(21),
          startCursor: 'c21',
          endCursor: 'c40',
          hasPreviousPage: true,
          hasNextPage: true,
          total_count: 45,
        },
      ),
      feedbackMock({}, { items: many(1), endCursor: 'c20', hasNextPage: true, total_count: 45 }),
    ]);
    expect(await range('1–20 of 45')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Feedback pages' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(address()).toBe('/feedback?service=daybook&cursor=c20&at=21');
    expect(await range('21–40 of 45')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(address()).toBe('/feedback?service=daybook&cursor=c40&at=41');
    expect(await range('41–45 of 45')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(address()).toBe('/feedback?service=daybook&cursor=c41&direction=previous&at=21');
    expect(await range('21–40 of 45')).toBeInTheDocument();

    // Back at the start, the first page is asked as such.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(address()).toBe('/feedback?service=daybook');
    expect(await range('1–20 of 45')).toBeInTheDocument();
  });

  it("reports abuse: 'Feedback has been reported', and the item reads Reported", async () => {
    const user = userEvent.setup();
    open('/feedback?service=daybook', [
      serviceMock(),
      feedbackMock(),
      {
        request: { query: ReportFeedbackAbuseDocument, variables: { type: 'feedback', id: 'fb-1' } },
        result: {
          data: { reportFeedbackAbuse: { __typename: 'FeedbackAbuseReport', id: 'fb-1', reported: true } },
        },
      },
    ]);
    const card = within((await items())[0]!);
    const button = card.getByRole('button', { name: 'Report abuse' });
    await user.click(button);
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(FEEDBACK_MESSAGES.reported);
    expect(FEEDBACK_MESSAGES.reported).toBe('Feedback has been reported');
    await waitFor(() => expect(button).toHaveAccessibleName('Reported'));
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
  });

  it("says 'An error has occurred please contact an administrator' when the report fails", async () => {
    const user = userEvent.setup();
    open('/feedback?service=daybook', [
      serviceMock(),
      feedbackMock(),
      {
        request: { query: ReportFeedbackAbuseDocument, variables: { type: 'feedback', id: 'fb-1' } },
        result: { errors: [new GraphQLError('Not found', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    const card = within((await items())[0]!);
    await user.click(card.getByRole('button', { name: 'Report abuse' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error has occurred please contact an administrator',
    );
    expect(card.getByRole('button', { name: 'Report abuse' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('gives staff the reported items only, and Hide / Show on each', async () => {
    setSession({ viewer: viewer(true), csrfToken: 'csrf' });
    const user = userEvent.setup();
    const hideMock = (hidden: boolean): MockedResponse => ({
      request: { query: HideFeedbackDocument, variables: { type: 'feedback', id: 'fb-1', hidden } },
      result: {
        data: {
          hideFeedback: {
            __typename: 'PlatformFeedbackItem',
            id: 'fb-1',
            type: 'feedback',
            hidden,
            reported: true,
          },
        },
      },
    });
    open('/feedback?service=daybook', [
      serviceMock(),
      feedbackMock(),
      feedbackMock({ reported_only: true }, { items: [feedback({ reported: true })] }),
      hideMock(true),
      hideMock(false),
    ]);
    await items();
    await user.click(screen.getByRole('checkbox', { name: 'Reported only' }));
    expect(address()).toBe('/feedback?service=daybook&reported=1');
    const item = await screen.findByRole('article', { name: /milo/ });
    await waitFor(() => expect(within(item).getByRole('button', { name: 'Reported' })).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Reported only' })).toBeChecked();

    await user.click(within(item).getByRole('button', { name: 'Hide' }));
    expect(await within(item).findByText('Hidden from partners')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(FEEDBACK_MESSAGES.hidden);
    await user.click(within(item).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(within(item).queryByText('Hidden from partners')).not.toBeInTheDocument());
    expect(within(item).getByRole('button', { name: 'Hide' })).toBeInTheDocument();
  });

  it("ignores 'reported' in the address for anyone but staff", async () => {
    open('/feedback?service=daybook&reported=1', [serviceMock(), feedbackMock()]);
    expect(await items()).toHaveLength(1);
  });

  it('says kindly that there is no feedback yet', async () => {
    open('/feedback?service=daybook', [serviceMock(), feedbackMock({}, { items: [], total_count: 0 })]);
    expect(await screen.findByText('No feedback yet')).toBeInTheDocument();
    expect(
      screen.getByText(/gives? a thumbs up or down to an applet or a connection that uses Daybook/),
    ).toBeInTheDocument();
    expect(screen.queryByText('0 of 0')).not.toBeInTheDocument();
  });

  it('shows loading, then a failure with Retry', async () => {
    const user = userEvent.setup();
    open('/feedback?service=daybook', [serviceMock(), feedbackMock({}, new Error('down')), feedbackMock()]);
    expect(await screen.findByRole('status')).toHaveTextContent(/Loading/);
    expect(await screen.findByRole('alert')).toHaveTextContent(FEEDBACK_MESSAGES.loadFailed);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await items()).toHaveLength(1);
  });

  it('says so when the service itself cannot load', async () => {
    open('/feedback?service=daybook', [
      {
        request: { query: ObservabilityServiceDocument, variables: { module_name: 'daybook' } },
        error: new Error('down'),
      },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICE_LOAD_FAILED);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("says 'Service not found' for a service outside the viewer's organizations", async () => {
    const { unmount } = open('/feedback?service=ledger', [serviceMock(null)]);
    expect(await screen.findByText('Service not found')).toBeInTheDocument();
    expect(screen.getByText(/There is no service “ledger” in your organizations/)).toBeInTheDocument();
    unmount();

    // The service is readable (e.g. the review team) but its feedback is not.
    open('/feedback?service=daybook', [
      serviceMock(),
      feedbackMock({}, new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } })),
    ]);
    expect(await screen.findByText('Service not found')).toBeInTheDocument();
  });

  it('gives staff the suggestions that name no service at /feedback, with the same list controls', async () => {
    setSession({ viewer: viewer(true), csrfToken: 'csrf' });
    const user = userEvent.setup();
    const many = (from: number) =>
      Array.from({ length: FEEDBACK_PAGE_SIZE }, (_, i) => unnamedSuggestion({ id: `sg-${from + i}` }));
    open('/feedback', [
      unnamedMock('service', {}, { items: many(1), endCursor: 'c20', hasNextPage: true, total_count: 25 }),
      unnamedMock(
        'service',
        { cursor: 'c20' },
        { items: many(21).slice(0, 5), startCursor: 'c21', hasPreviousPage: true, total_count: 25 },
      ),
      unnamedMock('protocol', {}, { items: [] }),
      unnamedMock('protocol', { order: 'created_at_asc' }, { items: [] }),
      unnamedMock('protocol', { order: 'created_at_asc', reported_only: true }, { items: [] }),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: UNNAMED_SUGGESTIONS_TITLE }),
    ).toBeInTheDocument();
    expect(UNNAMED_SUGGESTIONS_TITLE).toBe('Suggestions for new services');
    expect(screen.queryByText('Choose a service to see its feedback')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Service diagnostics' })).not.toBeInTheDocument();
    const show = screen.getByRole('combobox', { name: 'Show' });
    expect(show).toHaveDisplayValue('Service suggestions');
    expect(
      within(show)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Service suggestions', 'Applet suggestions', 'Protocol suggestions']);
    expect(await range('1–20 of 25')).toBeInTheDocument();
    const card = within((await items())[0]!);
    expect(card.getByText('sol')).toBeInTheDocument();
    expect(card.getByText('Suggested service:', { exact: false })).toHaveTextContent(
      'Suggested service: Lighthouse',
    );
    expect(card.getByText('Please add Lighthouse.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Report abuse' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Hide' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(address()).toBe('/feedback?cursor=c20&at=21');
    expect(await range('21–25 of 25')).toHaveFocus();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Protocol suggestions');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Oldest first');
    expect(address()).toBe('/feedback?content=protocol&order=created_at_asc');
    expect(await screen.findByText('No suggestions yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'When users suggest a protocol without naming a service of the platform, it shows here.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Reported only' }));
    expect(address()).toBe('/feedback?content=protocol&order=created_at_asc&reported=1');
    expect(await screen.findByText('Nothing has been reported')).toBeInTheDocument();
  });

  it('lets staff report and hide a suggestion that names no service', async () => {
    setSession({ viewer: viewer(true), csrfToken: 'csrf' });
    const user = userEvent.setup();
    open('/feedback?content=feedback', [
      unnamedMock('service', {}, { items: [unnamedSuggestion()] }),
      {
        request: { query: ReportFeedbackAbuseDocument, variables: { type: 'suggestion', id: 'sg-9' } },
        result: {
          data: { reportFeedbackAbuse: { __typename: 'FeedbackAbuseReport', id: 'sg-9', reported: true } },
        },
      },
      {
        request: { query: HideFeedbackDocument, variables: { type: 'suggestion', id: 'sg-9', hidden: true } },
        result: {
          data: {
            hideFeedback: {
              __typename: 'PlatformFeedbackItem',
              id: 'sg-9',
              type: 'suggestion',
              hidden: true,
              reported: true,
            },
          },
        },
      },
    ]);
    // 'feedback' is no list of this page: read as its first.
    const item = (await items())[0]!;
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('Service suggestions');
    await user.click(within(item).getByRole('button', { name: 'Report abuse' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(FEEDBACK_MESSAGES.reported);
    await waitFor(() => expect(within(item).getByRole('button', { name: 'Reported' })).toBeInTheDocument());
    await user.click(within(item).getByRole('button', { name: 'Hide' }));
    expect(await within(item).findByText('Hidden from partners')).toBeInTheDocument();
  });

  it('says the list is for staff when the server refuses it', async () => {
    setSession({ viewer: viewer(true), csrfToken: 'csrf' });
    open('/feedback', [
      unnamedMock('service', {}, new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } })),
    ]);
    expect(await screen.findByText('Staff only')).toBeInTheDocument();
    expect(screen.getByText('Only staff can read the suggestions that name no service.')).toBeInTheDocument();
  });

  it('offers the first page when a cursor in the address is refused', async () => {
    const user = userEvent.setup();
    open('/feedback?service=daybook&cursor=garbage&at=21', [
      serviceMock(),
      feedbackMock(
        { cursor: 'garbage' },
        new GraphQLError('Bad cursor', { extensions: { code: 'BAD_USER_INPUT' } }),
      ),
      feedbackMock(),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(FEEDBACK_MESSAGES.badPage);
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(address()).toBe('/feedback?service=daybook');
    expect(await items()).toHaveLength(1);
  });
});
