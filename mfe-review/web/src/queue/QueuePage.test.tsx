import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NO_REVIEWER,
  REVIEWER_ADD_FAILED,
  REVIEWER_REMOVE_FAILED,
} from '@switchyard/review-common/reviewers';
import { QUEUE_EMPTY } from '../reviewMessages';
import { ReviewQueueDocument } from '../reviewOperations';
import { renderWithApollo } from '../testing/renderWithApollo';
import { QueuePage } from './QueuePage';

const item = (
  module_name: string,
  name: string,
  reviewers: { login: string }[] = [],
  viewer_is_reviewer = false,
) => ({
  __typename: 'ReviewQueueItem',
  module_name,
  submitted_at: '2026-11-25T10:00:00.000Z',
  reviewers: reviewers.map((r) => ({ __typename: 'Reviewer', id: `u-${r.login}`, name: r.login, ...r })),
  viewer_is_reviewer,
  service: { __typename: 'Service', id: `s-${module_name}`, name },
});

const queue = (items: ReturnType<typeof item>[]) => ({
  request: { query: ReviewQueueDocument },
  result: { data: { reviewQueue: items } },
});

const answer = (status: number, body: unknown) =>
  ({ ok: status < 300, status, json: async () => body }) as unknown as Response;

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const row = async (name: string) => (await screen.findByRole('link', { name })).closest('li')!;

it('shows each service with its reviewers and assigns the viewer with the service id', async () => {
  fetchMock.mockResolvedValue(answer(200, { username: 'rey' }));
  renderWithApollo(<QueuePage />, [
    queue([item('daybook', 'Daybook'), item('notes', 'Notes', [{ login: 'stella' }])]),
  ]);
  const daybook = await row('Daybook');
  expect(within(daybook).getByText(NO_REVIEWER)).toBeInTheDocument();
  expect(within(await row('Notes')).getByText('stella')).toBeInTheDocument();

  await userEvent.click(within(daybook).getByRole('button', { name: /Assign yourself/ }));
  expect(await within(daybook).findByRole('button', { name: /Unassign/ })).toBeInTheDocument();
  expect(within(daybook).getByText('rey')).toBeInTheDocument();
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/services/daybook/reviewers/add');
  expect(init.method).toBe('PATCH');
  expect(JSON.parse(init.body)).toEqual({ service_id: 's-daybook' });
});

it('unassigns the viewer, leaving the other reviewers', async () => {
  fetchMock.mockResolvedValue(answer(200, { username: 'rey' }));
  renderWithApollo(<QueuePage />, [
    queue([item('daybook', 'Daybook', [{ login: 'stella' }, { login: 'rey' }], true)]),
  ]);
  const daybook = await row('Daybook');
  await userEvent.click(within(daybook).getByRole('button', { name: /Unassign/ }));
  expect(await within(daybook).findByRole('button', { name: /Assign yourself/ })).toBeInTheDocument();
  expect(within(daybook).getByText('stella')).toBeInTheDocument();
  expect(within(daybook).queryByText(/rey/)).toBeNull();
  expect(fetchMock.mock.calls[0][0]).toBe('/services/daybook/reviewers/remove');
});

it("says the spec's texts when adding or removing fails, and changes nothing", async () => {
  fetchMock.mockResolvedValue(answer(422, { error: 'nope' }));
  renderWithApollo(<QueuePage />, [
    queue([item('daybook', 'Daybook'), item('notes', 'Notes', [{ login: 'rey' }], true)]),
  ]);
  const daybook = await row('Daybook');
  await userEvent.click(within(daybook).getByRole('button', { name: /Assign yourself/ }));
  expect(await within(daybook).findByRole('alert')).toHaveTextContent(REVIEWER_ADD_FAILED);
  expect(within(daybook).getByRole('button', { name: /Assign yourself/ })).toBeEnabled();
  expect(within(daybook).getByText(NO_REVIEWER)).toBeInTheDocument();

  fetchMock.mockRejectedValue(new TypeError('offline'));
  const notes = await row('Notes');
  await userEvent.click(within(notes).getByRole('button', { name: /Unassign/ }));
  expect(await within(notes).findByRole('alert')).toHaveTextContent(REVIEWER_REMOVE_FAILED);
  expect(within(notes).getByText('rey')).toBeInTheDocument();
});

it('waits while the call runs, and names the service in each button', async () => {
  let settle!: (r: Response) => void;
  fetchMock.mockReturnValue(new Promise<Response>((r) => (settle = r)));
  renderWithApollo(<QueuePage />, [queue([item('daybook', 'Daybook')])]);
  const button = await screen.findByRole('button', { name: 'Assign yourself (Daybook)' });
  await userEvent.click(button);
  await waitFor(() => expect(button).toBeDisabled());
  settle(answer(200, { username: 'rey' }));
  expect(await screen.findByRole('button', { name: 'Unassign (Daybook)' })).toBeEnabled();
});

it('has an empty state', async () => {
  renderWithApollo(<QueuePage />, [queue([])]);
  expect(await screen.findByText(QUEUE_EMPTY)).toBeInTheDocument();
});
