import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlashHost } from '@switchyard/ui';
import { ServiceRedirectsDocument, UpdateEmbeddedRedirectsDocument } from '../reviewOperations';
import { renderWithApollo } from '../testing/renderWithApollo';
import { SettingsPage } from './SettingsPage';

const page = (redirects: string[] = [], published = false) => ({
  request: { query: ServiceRedirectsDocument, variables: { module_name: 'daybook' } },
  result: {
    data: {
      service: {
        __typename: 'Service',
        id: 's1',
        module_name: 'daybook',
        name: 'Daybook',
        published,
        users_count: 3,
        embedded_redirects: redirects,
      },
    },
  },
});

const render = (mocks: object[]) =>
  renderWithApollo(
    <>
      <SettingsPage moduleName="daybook" />
      <FlashHost />
    </>,
    mocks as never,
  );

it('names an entry that is not an address and sends nothing', async () => {
  render([page()]);
  const box = await screen.findByLabelText('Embedded redirect URIs');
  await userEvent.type(box, 'https://ok.example{enter}oops');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The URL “oops” is invalid');
});

it("saves the list, shows it one per line and says 'Redirect URIs updated'", async () => {
  const save = {
    request: {
      query: UpdateEmbeddedRedirectsDocument,
      variables: { module_name: 'daybook', redirects: ['https://a.example/cb', 'myapp://oauth'] },
    },
    result: {
      data: {
        updateEmbeddedRedirects: {
          __typename: 'EmbeddedRedirectsPayload',
          redirects: ['https://a.example/cb', 'myapp://oauth'],
          errors: [],
        },
      },
    },
  };
  render([page(['https://old.example']), save]);
  const box = await screen.findByLabelText('Embedded redirect URIs');
  expect(box).toHaveValue('https://old.example');
  await userEvent.clear(box);
  await userEvent.type(box, 'https://a.example/cb, myapp://oauth');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Redirect URIs updated')).toBeInTheDocument();
  expect(box).toHaveValue('https://a.example/cb\nmyapp://oauth');
});

it('says the failure text when saving fails, and keeps a published service read-only', async () => {
  const failing = {
    request: {
      query: UpdateEmbeddedRedirectsDocument,
      variables: { module_name: 'daybook', redirects: ['https://a.example'] },
    },
    error: new Error('network'),
  };
  const { unmount } = render([page(), failing]);
  await userEvent.type(await screen.findByLabelText('Embedded redirect URIs'), 'https://a.example');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText('Sorry, there was an unexpected error. Please try again'),
  ).toBeInTheDocument();
  unmount();
  render([page(['https://a.example'], true)]);
  expect(await screen.findByLabelText('Embedded redirect URIs')).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
});

describe('the clone tool', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    window.history.pushState({}, '', '/reviews/daybook/settings');
  });

  it("asks first, clones, says 'Successfully cloned service' and opens the clone", async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      status: 201,
      json: async () => ({ cloned_service_url: '/services/daybook_staging' }),
    } as unknown as Response);
    render([page([], true)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Clone this service' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Clone this service' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('The clone is its staging service');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Successfully cloned service')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/services/daybook/clone');
    expect(fetchMock.mock.calls[0][1].method).toBe('POST');
    expect(window.location.pathname).toBe('/services/daybook_staging');
  });

  it("says 'Failed to clone service' and stays when the server refuses", async () => {
    fetchMock.mockResolvedValue({
      ok: false,
      status: 404,
      json: async () => ({ error: 'Service not found.' }),
    } as unknown as Response);
    render([page()]);
    await userEvent.click(await screen.findByRole('button', { name: 'Clone this service' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Failed to clone service')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/reviews/daybook/settings');
  });
});

describe('the delete tool', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    window.history.pushState({}, '', '/reviews/daybook/settings');
  });

  it("is enabled by the exact slug; says 'Successfully deleted service' and goes where the server says", async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => ({ deleted: true, redirect_to: '/' }),
    } as unknown as Response);
    render([page()]);
    const remove = await screen.findByRole('button', { name: 'Delete this service' });
    expect(remove).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Type daybook to confirm'), 'daybooK');
    expect(remove).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Type daybook to confirm'));
    await userEvent.type(screen.getByLabelText('Type daybook to confirm'), 'daybook');
    await userEvent.click(remove);
    expect(await screen.findByText('Successfully deleted service')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/services/daybook');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({
      method: 'DELETE',
      body: JSON.stringify({ slug: 'daybook' }),
    });
    expect(window.location.pathname).toBe('/');
  });

  it("says 'Failed to delete service' when refused, and stays off for a published service", async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 422, json: async () => ({}) } as unknown as Response);
    const { unmount } = render([page()]);
    await userEvent.type(await screen.findByLabelText('Type daybook to confirm'), 'daybook');
    await userEvent.click(screen.getByRole('button', { name: 'Delete this service' }));
    expect(await screen.findByText('Failed to delete service')).toBeInTheDocument();
    unmount();
    render([page([], true)]);
    expect(
      await screen.findByText('A published service cannot be deleted. Unpublish it first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete this service' })).toBeDisabled();
  });
});
