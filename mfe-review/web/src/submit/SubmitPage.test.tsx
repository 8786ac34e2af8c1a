import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBMISSION_FAILED, SUBMISSION_PASSED } from '@switchyard/review-common/submissionCheck';
import { ReviewServiceDocument } from '../reviewOperations';
import { renderWithApollo } from '../testing/renderWithApollo';
import { SubmitPage } from './SubmitPage';

const service = (over: Record<string, unknown> = {}) => ({
  request: { query: ReviewServiceDocument, variables: { module_name: 'daybook' } },
  result: {
    data: {
      service: {
        __typename: 'Service',
        id: 's1',
        module_name: 'daybook',
        name: 'Daybook',
        published: false,
        review_status: 0,
        review_status_label: 'In development',
        review_actions: ['start'],
        ...over,
      },
    },
  },
});

const json = (status: number, body: unknown) =>
  ({ ok: status < 400, status, json: async () => body }) as unknown as Response;

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

it("shows the failing items with the spec's heading and no submit button", async () => {
  fetchMock.mockResolvedValue(
    json(200, {
      passed: false,
      failed_tests_html: '',
      progress: { passing: 0, failed_tests: ['Category is required', 'Applet logo is required'] },
      review_status: 0,
      published: false,
    }),
  );
  renderWithApollo(<SubmitPage moduleName="daybook" />, [service()]);
  expect(await screen.findByRole('heading', { name: SUBMISSION_FAILED })).toBeInTheDocument();
  expect(screen.getByText('Category is required')).toBeInTheDocument();
  expect(screen.getByText('Applet logo is required')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith(
    '/services/daybook/publish/submit',
    expect.objectContaining({ method: 'GET' }),
  );
});

it('submits a service that passes, then says it is received', async () => {
  fetchMock
    .mockResolvedValueOnce(
      json(200, {
        passed: true,
        failed_tests_html: '',
        progress: { passing: 111, failed_tests: [] },
        review_status: 0,
        published: false,
      }),
    )
    .mockResolvedValueOnce(json(200, { review_status: 1, published: false }));
  renderWithApollo(<SubmitPage moduleName="daybook" />, [
    service(),
    service({ review_status: 1, review_status_label: 'In review', review_actions: [] }),
  ]);
  await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
  expect(await screen.findByText(SUBMISSION_PASSED)).toBeInTheDocument();
  const [url, init] = fetchMock.mock.calls[1];
  expect(url).toBe('/services/daybook/review_status/start');
  expect(init.method).toBe('POST');
  expect(new Headers(init.headers).get('X-CSRF-Token')).not.toBeNull();
});

it('asks again when the server refuses the submission, showing what it found', async () => {
  fetchMock
    .mockResolvedValueOnce(
      json(200, {
        passed: true,
        failed_tests_html: '',
        progress: { passing: 1, failed_tests: [] },
        review_status: 0,
        published: false,
      }),
    )
    .mockResolvedValueOnce(
      json(422, { error: SUBMISSION_FAILED, progress: { failed_tests: ['Name is required'] } }),
    )
    .mockResolvedValueOnce(
      json(200, {
        passed: false,
        failed_tests_html: '',
        progress: { passing: 0, failed_tests: ['Name is required'] },
        review_status: 0,
        published: false,
      }),
    );
  renderWithApollo(<SubmitPage moduleName="daybook" />, [service()]);
  await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
});
