import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlashHost } from '@switchyard/ui';
import { REVIEW_STATUS_FAILED } from '@switchyard/review-common/reviewStatus';
import { ReviewServiceDocument } from '../reviewOperations';
import { renderWithApollo } from '../testing/renderWithApollo';
import { ReviewPage } from './ReviewPage';

// The sections have their own tests (ReviewSections.test.tsx); here only the status and the panel.
jest.mock('./ReviewSections', () => ({ ReviewSections: () => null }));

const mock = (over: Record<string, unknown>, staff = true, review_team = false) => ({
  request: { query: ReviewServiceDocument, variables: { module_name: 'daybook' } },
  result: {
    data: {
      me: { __typename: 'User', id: 'u1', staff, review_team },
      service: {
        organization: { __typename: 'Organization', id: 'o1', admin_uri: '/organizations/o1' },
        __typename: 'Service',
        id: 's1',
        module_name: 'daybook',
        name: 'Daybook',
        published: false,
        review_status: 1,
        review_status_label: 'In review',
        review_actions: ['approve', 'reject'],
        reviewers: [],
        viewer_is_reviewer: false,
        ...over,
      },
    },
  },
});

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

it("shows staff the status's actions; each asks Yes or No, and the buttons wait while it runs", async () => {
  let answer!: (r: Response) => void;
  fetchMock.mockReturnValue(new Promise<Response>((r) => (answer = r)));
  renderWithApollo(<ReviewPage moduleName="daybook" />, [
    mock({}),
    mock({ review_status: 2, review_status_label: 'Passed review', review_actions: ['publish'] }),
  ]);
  expect(await screen.findByText('In review')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
  await userEvent.click(await screen.findByRole('button', { name: 'No' }));
  expect(fetchMock).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled());
  answer({
    ok: true,
    status: 200,
    json: async () => ({ review_status: 2, published: false }),
  } as unknown as Response);
  expect(await screen.findByText('Status 2, not published.')).toBeInTheDocument();
  expect(fetchMock.mock.calls[0][0]).toBe('/services/daybook/review_status/approve');
});

it("says the spec's failure text when the transition is refused", async () => {
  fetchMock.mockResolvedValue({
    ok: false,
    status: 422,
    json: async () => ({ error: 'is not allowed from the current review status' }),
  } as unknown as Response);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithApollo(
    <>
      <ReviewPage moduleName="daybook" />
      <FlashHost />
    </>,
    [mock({})],
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
  expect(await screen.findByText(REVIEW_STATUS_FAILED)).toBeInTheDocument();
});

it('offers a member of the organization the way to submit, and no admin panel', async () => {
  renderWithApollo(<ReviewPage moduleName="daybook" />, [
    mock({ review_status: 0, review_status_label: 'In development', review_actions: ['start'] }, false),
  ]);
  expect(await screen.findByRole('link', { name: 'Submit for review' })).toHaveAttribute(
    'href',
    '/reviews/daybook/submit',
  );
  expect(screen.queryByRole('complementary', { name: 'Admin panel' })).not.toBeInTheDocument();
});

it('says not found for a service review does not show the viewer', async () => {
  renderWithApollo(<ReviewPage moduleName="daybook" />, [
    mock({ review_status: null, review_status_label: null, review_actions: [] }),
  ]);
  expect(await screen.findByText('Service not found')).toBeInTheDocument();
});

it("gives staff the cache buttons ('Cache cleaned' / 'Error cleaning cache') and the admin links", async () => {
  fetchMock.mockResolvedValueOnce({
    ok: true,
    status: 200,
    json: async () => ({ cleared: true }),
  } as unknown as Response);
  fetchMock.mockResolvedValueOnce({ ok: false, status: 500, json: async () => ({}) } as unknown as Response);
  renderWithApollo(
    <>
      <ReviewPage moduleName="daybook" />
      <FlashHost />
    </>,
    [mock({})],
  );
  const panel = await screen.findByRole('complementary', { name: 'Admin panel' });
  await userEvent.click(within(panel).getByRole('button', { name: 'Clear service listing cache' }));
  expect(await screen.findByText('Cache cleaned')).toBeInTheDocument();
  expect(fetchMock.mock.calls[0][0]).toBe('/admin/cache/service_listing');
  expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ organization_id: 'o1' });
  await userEvent.click(within(panel).getByRole('button', { name: 'Clear organization users cache' }));
  expect(await screen.findByText('Error cleaning cache')).toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: 'Organization' })).toHaveAttribute(
    'href',
    '/organizations/o1',
  );
  expect(within(panel).getByRole('link', { name: 'Service' })).toHaveAttribute('href', '/services/daybook');
  expect(within(panel).getByRole('link', { name: 'Migration tool' })).toHaveAttribute(
    'href',
    '/reviews/daybook/settings#clone',
  );
  expect(within(panel).getByRole('link', { name: 'Suggestions for new services' })).toHaveAttribute(
    'href',
    '/feedback',
  );
});

it('lets the review team assign themselves from the header; developers see no reviewers', async () => {
  fetchMock.mockResolvedValue({
    ok: true,
    status: 200,
    json: async () => ({ username: 'rey' }),
  } as unknown as Response);
  const { unmount } = renderWithApollo(<ReviewPage moduleName="daybook" />, [
    mock({ reviewers: [{ __typename: 'Reviewer', id: 'u9', login: 'stella', name: 'Stella' }] }, false, true),
  ]);
  expect(await screen.findByText('stella')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Assign yourself/ }));
  expect(await screen.findByRole('button', { name: /Unassign/ })).toBeInTheDocument();
  expect(screen.getByText('stella, rey')).toBeInTheDocument();
  expect(fetchMock.mock.calls[0][0]).toBe('/services/daybook/reviewers/add');
  unmount();

  renderWithApollo(<ReviewPage moduleName="daybook" />, [mock({ review_actions: ['start'] }, false)]);
  expect(await screen.findByText('In review')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Assign yourself/ })).toBeNull();
});
