import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEEDBACK_BLANK, FEEDBACK_DELETE_CONFIRM } from '@switchyard/review-common/feedback';
import { ADMIN_VALIDATION_FAILED, NO_ADMINS } from '@switchyard/review-common/reviewPage';
import { ReviewDetailsDocument } from '../reviewOperations';
import { renderWithApollo } from '../testing/renderWithApollo';
import { ReviewSections } from './ReviewSections';

const snapshot = (description: string, extraTrigger = false) => ({
  properties: {
    name: 'Daybook',
    description: '',
    category_name: 'Notes',
    slug: 'daybook',
    brand_color: '#112233',
    authentication_type: 'oauth',
    demo_account_login: 'ada',
  },
  lists: {
    triggers: [
      {
        key: 'new_entry',
        properties: { name: 'New entry', slug: 'new_entry', description },
        children: {
          fields: [{ key: 'tag', properties: { name: 'Tag', trigger_field_type: 4, shareable: false } }],
          ingredients: [],
        },
      },
      ...(extraTrigger
        ? [
            {
              key: 'old_one',
              properties: { name: 'Old one', slug: 'old_one', description: 'x' },
              children: {},
            },
          ]
        : []),
    ],
    queries: [],
    actions: [],
  },
});

const note = (index: number, feedback: string) => ({
  __typename: 'FeedbackNote',
  feedback_path: 'channel.triggers.new_entry.description',
  index,
  feedback,
  username: 'rey',
  from_review_team: true,
  time: '2026-11-25T10:00:00.000Z',
});

const OLIVIA = {
  __typename: 'ServiceAdmin',
  id: 'a1',
  name: 'Olivia Owner',
  email: 'olivia@example.com',
  phone: '+1 555 0100',
  validated: false,
};

const details = (reviewTeam: boolean, admins: (typeof OLIVIA)[] = [OLIVIA], staff = false) => ({
  request: { query: ReviewDetailsDocument, variables: { module_name: 'daybook' } },
  result: {
    data: {
      me: { __typename: 'User', id: 'u1', login: 'rey', staff, review_team: reviewTeam },
      service: {
        __typename: 'Service',
        id: 's1',
        module_name: 'daybook',
        icon: null,
        demo_account_password: 'secret-pw',
        embedded_redirects: ['https://app.example/cb'],
        feedbacks: [note(0, 'Say what an entry is')],
        admins,
        review: {
          __typename: 'ServiceReview',
          current: snapshot('Fires on a new entry'),
          changes: {
            __typename: 'ReviewChanges',
            from_published: {
              __typename: 'ReviewBase',
              original_channel: snapshot('old', true),
              taken_at: '2026-11-01T00:00:00.000Z',
            },
            from_last_review: null,
          },
          most_recent_endpoint_test_result: {
            __typename: 'ReviewTestResult',
            failed: true,
            timestamp: '2026-11-25T10:00:00.000Z',
          },
          progress: {
            __typename: 'ReviewProgress',
            passing: 3,
            failed_tests: ['Fix the failing endpoint tests: 2 tests fail'],
          },
        },
      },
    },
  },
});

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

it('shows every section with the diff against the last available base, Missing value and the admins', async () => {
  renderWithApollo(<ReviewSections moduleName="daybook" />, [details(false)]);
  const trigger = await screen.findByRole('article', { name: 'trigger New entry' });
  expect(screen.getByRole('radio', { name: 'Against the published version' })).toBeChecked();
  expect(screen.getByRole('status')).toHaveTextContent('2 changes since the published version.');
  expect(within(trigger).getByRole('link', { name: 'New entry' })).toHaveAttribute(
    'href',
    '/services/daybook/triggers/new_entry',
  );
  expect(within(trigger).getAllByText('Updated').length).toBeGreaterThan(0);
  expect(within(trigger).getByText('old')).toBeInTheDocument();
  expect(within(trigger).getByText('Regex')).toBeInTheDocument();
  // 'Private?' is the inverse of shareable.
  expect(within(trigger).getByRole('row', { name: /tag/ })).toHaveTextContent('Yes');
  const deleted = screen.getByRole('article', { name: 'trigger Old one' });
  expect(within(deleted).getByText('Deleted')).toBeInTheDocument();
  expect(within(deleted).queryByRole('link')).not.toBeInTheDocument();
  // The empty required description and the missing logo.
  expect(screen.getByTestId('property-description')).toHaveTextContent('Missing value');
  expect(screen.getByTestId('property-icon')).toHaveTextContent('Missing value');
  expect(screen.getByTestId('property-name')).not.toHaveTextContent('Updated');
  expect(screen.getByRole('cell', { name: 'olivia@example.com' })).toBeInTheDocument();
  expect(screen.getByText('https://app.example/cb')).toBeInTheDocument();
  expect(screen.getByTestId('property-demo_account_password')).toHaveTextContent('secret-pw');
  expect(screen.getByText('Failed')).toBeInTheDocument();
  expect(screen.getByText('Fix the failing endpoint tests: 2 tests fail')).toBeInTheDocument();
  // The developers read the notes, signed by the review team, but cannot write or delete.
  expect(screen.getByRole('list', { name: 'Notes on New entry description' })).toHaveTextContent(
    'Say what an entry is Review Team (rey), November 25th 2026',
  );
  expect(screen.queryByRole('button', { name: /Add a note/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Delete note/ })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('radio', { name: 'No diff' }));
  expect(screen.queryByText('Updated')).not.toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'trigger Old one' })).not.toBeInTheDocument();
});

it('lets the review team add a note (blank refused with an alert) and delete one after confirming', async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  renderWithApollo(<ReviewSections moduleName="daybook" />, [details(true)]);
  await userEvent.click(await screen.findByRole('button', { name: 'Add a note on New entry name' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
  expect(alert).toHaveBeenCalledWith(FEEDBACK_BLANK);
  expect(fetchMock).not.toHaveBeenCalled();

  const added = { ...note(0, 'Shorter, please'), feedback_path: 'channel.triggers.new_entry.name' };
  fetchMock.mockResolvedValueOnce({
    ok: true,
    status: 201,
    json: async () => ({ feedbacks: [added, note(0, 'Say what an entry is')] }),
  } as unknown as Response);
  await userEvent.type(screen.getByLabelText('Note on New entry name'), 'Shorter,{enter}please');
  await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
  expect(await screen.findByRole('list', { name: 'Notes on New entry name' })).toHaveTextContent(
    'Shorter, please',
  );
  expect(fetchMock.mock.calls[0][0]).toBe('/services/daybook/feedbacks');
  expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
    feedback: 'Shorter,\nplease',
    feedback_path: 'channel.triggers.new_entry.name',
  });

  fetchMock.mockResolvedValueOnce({
    ok: true,
    status: 200,
    json: async () => ({ feedbacks: [added] }),
  } as unknown as Response);
  await userEvent.click(screen.getByRole('button', { name: 'Delete note “Say what an entry is”' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(FEEDBACK_DELETE_CONFIRM);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
  await waitFor(() =>
    expect(screen.queryByRole('list', { name: 'Notes on New entry description' })).not.toBeInTheDocument(),
  );
  expect(fetchMock.mock.calls[1][0]).toBe('/services/daybook/feedbacks/0');
  expect(fetchMock.mock.calls[1][1].method).toBe('DELETE');
});

it('shows "Allow connections" as Yes or No, and turning it on as a change from an older snapshot', async () => {
  const mock = details(false);
  const current = mock.result.data.service.review.current;
  current.properties = { ...current.properties, connect_enabled: true } as typeof current.properties;
  renderWithApollo(<ReviewSections moduleName="daybook" />, [mock]);
  const row = await screen.findByTestId('property-connect_enabled');
  expect(within(row).getByText('Allow connections')).toBeInTheDocument();
  // The published snapshot predates the setting: it counts as off.
  expect(row.querySelector('dd')).toHaveTextContent(/^Yes Updated was No/);
  expect(screen.getByRole('status')).toHaveTextContent('3 changes since the published version.');
});

it('shows "Allow connections" No, unchanged, when neither snapshot has it', async () => {
  renderWithApollo(<ReviewSections moduleName="daybook" />, [details(false)]);
  const row = await screen.findByTestId('property-connect_enabled');
  expect(within(row).getByText('Allow connections')).toBeInTheDocument();
  expect(row.querySelector('dd')).toHaveTextContent(/^No$/);
});

describe('the Administrators section', () => {
  const admins = () => screen.getByRole('region', { name: 'Administrators' });

  it("lists the service's administrators with name, e-mail and phone; developers only read Validated", async () => {
    renderWithApollo(<ReviewSections moduleName="daybook" />, [
      details(false, [
        OLIVIA,
        {
          ...OLIVIA,
          id: 'a2',
          name: 'Ann',
          email: 'ann@example.com',
          phone: null as unknown as string,
          validated: true,
        },
      ]),
    ]);
    await screen.findByRole('article', { name: 'trigger New entry' });
    const olivia = within(admins()).getByRole('row', { name: /Olivia Owner/ });
    expect(olivia).toHaveTextContent('olivia@example.com');
    expect(olivia).toHaveTextContent('+1 555 0100');
    expect(olivia).toHaveTextContent('No');
    const ann = within(admins()).getByRole('row', { name: /Ann/ });
    expect(ann).toHaveTextContent('not given');
    expect(ann).toHaveTextContent('Yes');
    expect(within(admins()).queryByRole('checkbox')).toBeNull();
  });

  it('lets a reviewer mark a row validated, showing what the server saved', async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => ({ partners_channel_admin: { ...OLIVIA, validated: true }, errors: [] }),
    } as unknown as Response);
    renderWithApollo(<ReviewSections moduleName="daybook" />, [details(true)]);
    const box = await screen.findByRole('checkbox', { name: 'Validated: Olivia Owner' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/services/daybook/admins/a1/validation');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(init.body)).toEqual({ validated: true });
  });

  it('keeps the row as it was and says so when marking fails; staff may mark too', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 404, json: async () => ({}) } as unknown as Response);
    renderWithApollo(<ReviewSections moduleName="daybook" />, [details(false, [OLIVIA], true)]);
    const box = await screen.findByRole('checkbox', { name: 'Validated: Olivia Owner' });
    await userEvent.click(box);
    expect(await within(admins()).findByRole('alert')).toHaveTextContent(ADMIN_VALIDATION_FAILED);
    expect(box).not.toBeChecked();
  });

  it('has an empty state', async () => {
    renderWithApollo(<ReviewSections moduleName="daybook" />, [details(true, [])]);
    await screen.findByRole('article', { name: 'trigger New entry' });
    expect(within(admins()).getByText(NO_ADMINS)).toBeInTheDocument();
  });
});
