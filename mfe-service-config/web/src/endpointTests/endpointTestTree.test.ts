import { buildRunView, caseLabel, type EndpointTestEvent } from './endpointTestTree';

const ev = (
  index: number,
  type: EndpointTestEvent['type'],
  context_path: string,
  data = {},
): EndpointTestEvent => ({
  index,
  type,
  context_path,
  data,
});

it('groups events into endpoints, test cases and checklists, in the order they came', () => {
  const view = buildRunView([
    ev(0, 'test_case_request', 'status/healthy', { method: 'GET' }),
    ev(1, 'test_case_response', 'status/healthy', { status: 200 }),
    ev(2, 'assertion_success', 'status/healthy', { message: 'Answers 200 (healthy)' }),
    ev(3, 'test_case_request', 'triggers/t_one/fields/album/validate/invalid_sample', {}),
    ev(4, 'test_case_error', 'triggers/t_one/fields/album/validate/invalid_sample', {
      message: 'Timed out.',
    }),
    ev(5, 'endpoint_error', 'actions/a_one', { message: 'No sample.' }),
    ev(6, 'endpoint_skip', 'triggers/feed-id', { message: 'A feed.' }),
    ev(7, 'test_case_skip', 'queries/q_one/cursor', { message: 'No cursor.' }),
    ev(8, 'suite_end', '', { failed: true }),
  ]);
  expect(view.end).toEqual({ failed: true });
  expect(view.endpoints.map((e) => [e.path, e.status])).toEqual([
    ['status', 'passing'],
    ['triggers/t_one/fields/album/validate', 'failing'],
    ['actions/a_one', 'failing'],
    ['triggers/feed-id', 'neutral'],
    ['queries/q_one', 'neutral'],
  ]);
  const [status, validate, action] = view.endpoints;
  expect(status.testCases).toEqual([
    {
      path: 'status/healthy',
      name: 'healthy',
      label: 'Service status',
      request: { method: 'GET' },
      response: { status: 200 },
      checklist: [{ index: 2, type: 'assertion_success', status: 'passing', text: 'Answers 200 (healthy)' }],
      status: 'passing',
    },
  ]);
  expect(validate.testCases[0].checklist[0]).toMatchObject({
    status: 'failing',
    text: 'The request failed: Timed out.',
  });
  expect(action.notes).toEqual([{ index: 5, type: 'endpoint_error', status: 'failing', text: 'No sample.' }]);
  expect(view.endpoints[4].testCases[0].checklist[0]).toMatchObject({
    status: 'neutral',
    text: 'Skipped: No cursor.',
  });
});

it('names test cases', () => {
  expect(caseLabel('limit_0')).toBe('Limit 0');
  expect(caseLabel('something_new')).toBe('something new');
});
