import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlashHost } from '@switchyard/ui';
import { ServiceRedirectsDocument, UpdateEmbeddedRedirectsDocument } from '../reviewOperations';
import { renderWithApollo } from '../testing/renderWithApollo';
import { SettingsPage } from './RedirectsEditor';

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
