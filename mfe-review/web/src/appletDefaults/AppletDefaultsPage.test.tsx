import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlashHost } from '@switchyard/ui';
import { STENCIL_GROUPS } from '@switchyard/review-common/stencils';
import { AppletDefaultsDocument } from '../reviewOperations';
import { renderWithApollo } from '../testing/renderWithApollo';
import { AppletDefaultsPage } from './AppletDefaultsPage';

const stencils = (triggerId: string, endpoint: string, values: Record<string, string> = {}) =>
  STENCIL_GROUPS.flatMap((g) =>
    g.fields.map((f) => ({
      __typename: 'Stencil',
      ...f,
      name: g.name,
      value: values[f.slug] ?? '',
      endpoint,
      trigger_id: triggerId,
    })),
  );

const page = (published = false) => ({
  request: { query: AppletDefaultsDocument, variables: { module_name: 'daybook' } },
  result: {
    data: {
      service: {
        __typename: 'Service',
        id: 's1',
        module_name: 'daybook',
        name: 'Daybook',
        published,
        stencils: [...stencils('t1', 'new_photo', { title: '{{title}}' }), ...stencils('t2', 'new_entry')],
      },
    },
  },
});

const render = (published = false) =>
  renderWithApollo(
    <>
      <AppletDefaultsPage moduleName="daybook" />
      <FlashHost />
    </>,
    [page(published)],
  );

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

it('shows the seven groups of the chosen trigger with label, example and note, and saves a group', async () => {
  render();
  const post = await screen.findByRole('form', { name: 'Create a text post' });
  expect(screen.getAllByRole('form')).toHaveLength(7);
  expect(within(post).getByLabelText('Title')).toHaveValue('{{title}}');
  expect(within(post).getByText(/Example: applets, automation\. Comma-separated tags\./)).toBeInTheDocument();
  fetchMock.mockResolvedValue({
    ok: true,
    status: 200,
    json: async () => ({
      stencils: [
        { slug: 'title', value: '{{title}}' },
        { slug: 'tags', value: 'notes' },
      ],
    }),
  } as unknown as Response);
  await userEvent.type(within(post).getByLabelText('Tags'), 'notes');
  await userEvent.click(within(post).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Applet default updated')).toBeInTheDocument();
  expect(fetchMock.mock.calls[0][0]).toBe('/services/daybook/stencils');
  expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
    partner_trigger_stencils: {
      trigger_id: ['t1', 't1', 't1'],
      value: ['{{title}}', '', 'notes'],
      slug: ['title', 'html', 'tags'],
    },
  });

  await userEvent.selectOptions(screen.getByLabelText('Trigger'), 't2');
  expect(
    within(screen.getByRole('form', { name: 'Create a text post' })).getByLabelText('Title'),
  ).toHaveValue('');
});

it("says 'Failed to save. Try again!' when refused, and disables Save while published", async () => {
  fetchMock.mockResolvedValue({
    ok: false,
    status: 422,
    json: async () => ({ error: 'no' }),
  } as unknown as Response);
  const { unmount } = render();
  const form = await screen.findByRole('form', { name: 'Call my phone' });
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Failed to save. Try again!')).toBeInTheDocument();
  unmount();
  render(true);
  const readOnly = await screen.findByRole('form', { name: 'Call my phone' });
  expect(within(readOnly).getByRole('button', { name: 'Save' })).toBeDisabled();
  expect(within(readOnly).getByLabelText('What is said')).toBeDisabled();
});
