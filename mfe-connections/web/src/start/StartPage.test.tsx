import {
  CONNECTION_EXISTS,
  SERVICE_LOAD_FAILED,
  SERVICES_LOAD_FAILED,
  START_ERROR,
} from '@switchyard/connections-common/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConnectionServicesDocument } from '../list/operations';
import { SendSuggestionDocument } from '../suggestion/operations';
import { answer, daybook, lights, mock, mockFetch, tide, weather } from '../testing/fixtures';
import { renderWithApollo } from '../testing/renderWithApollo';
import { ConnectableServicesDocument } from './operations';
import { CHOOSE_SERVICE_LABEL, StartPage, SUGGEST_ACTION } from './StartPage';

const mine = (list: object[] | Error = [daybook]) =>
  mock(ConnectionServicesDocument, {}, list instanceof Error ? list : { myConnectionServices: list });
const targets = (list: object[] | Error = [weather, lights, tide]) =>
  mock(
    ConnectableServicesDocument,
    { owner_module_name: 'daybook' },
    list instanceof Error ? list : { connectableServices: list },
  );
const exists = answer(422, {
  error: CONNECTION_EXISTS,
  errors: [{ attribute: 'targeted_service_slug', message: CONNECTION_EXISTS }],
  data: { error: 'connection_exists' },
});

beforeEach(() => window.history.replaceState(null, '', '/connections/new/daybook'));

async function renderStart(mocks = [mine(), targets()]) {
  renderWithApollo(<StartPage owner="daybook" />, mocks);
  return screen.findByRole('combobox', { name: CHOOSE_SERVICE_LABEL });
}

describe('StartPage', () => {
  it('chooses a service by keyboard: type to filter, arrows, Enter; then Continue goes on', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => answer(200, { ok: true }));
    const box = await renderStart();
    expect(screen.getByRole('heading', { name: 'New connection' })).toBeInTheDocument();
    const go = screen.getByRole('button', { name: 'Continue' });
    expect(go).toBeDisabled();

    await user.type(box, 'acme');
    const list = screen.getByRole('listbox');
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveAccessibleName('Acme Weather');
    expect(options[1]).toHaveAccessibleName('Acme Lights');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    const active = within(list).getByRole('option', { selected: true });
    expect(active).toHaveTextContent('Acme Lights');
    expect(box).toHaveAttribute('aria-activedescendant', active.id);
    await user.keyboard('{ArrowDown}');
    expect(within(list).getByRole('option', { selected: true })).toHaveTextContent('Acme Weather');
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');

    expect(box).toHaveValue('Acme Weather');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(go).toBeEnabled());
    expect(fetchMock).toHaveBeenCalledWith(
      '/connections/validate?owner_module_name=daybook&targeted_service_slug=acme_weather',
      expect.objectContaining({ method: 'GET' }),
    );
    await user.click(go);
    expect(window.location.pathname + window.location.search).toBe(
      '/connections/new/daybook/configure?selected_service=acme_weather',
    );
  });

  it('chooses with the mouse, and Escape closes the list then clears the text', async () => {
    const user = userEvent.setup();
    mockFetch(() => answer(200, { ok: true }));
    const box = await renderStart();
    await user.click(box);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Tide Tables' }));
    expect(box).toHaveValue('Tide Tables');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());

    await user.type(box, 'x');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it("says so when there's an existing connection to the chosen service, and keeps Continue off", async () => {
    const user = userEvent.setup();
    mockFetch(() => exists);
    const box = await renderStart();
    await user.type(box, 'weather{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(CONNECTION_EXISTS);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it("shows 'An error occurred' for any other refusal and for a failed request", async () => {
    const user = userEvent.setup();
    let call = 0;
    mockFetch(() => {
      call += 1;
      if (call === 1) return answer(422, { error: 'x', errors: [], data: { error: 'not_connect_enabled' } });
      throw new TypeError('Failed to fetch');
    });
    const box = await renderStart();
    await user.type(box, 'lights{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(START_ERROR);
    await user.clear(box);
    await user.type(box, 'tide{Enter}');
    await waitFor(() => expect(call).toBe(2));
    expect(await screen.findByRole('alert')).toHaveTextContent(START_ERROR);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('keeps Continue disabled while the choice is being checked, and only the last choice counts', async () => {
    const user = userEvent.setup();
    const releases: (() => void)[] = [];
    mockFetch(
      (url) =>
        new Promise((resolve) =>
          releases.push(() => resolve(url.includes('acme_lights') ? exists : answer(200, { ok: true }))),
        ),
    );
    const box = await renderStart();
    await user.type(box, 'lights{Enter}');
    const go = screen.getByRole('button', { name: 'Continue' });
    expect(go).toBeDisabled();
    expect(go).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Checking the service…')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'weather{Enter}');
    releases[1]();
    await waitFor(() => expect(go).toBeEnabled());
    releases[0]();
    await new Promise((r) => setTimeout(r, 0));
    expect(go).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Error loading service. Please try again later' when the owner service fails to load", async () => {
    renderWithApollo(<StartPage owner="daybook" />, [mine(new Error('offline')), targets()]);
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICE_LOAD_FAILED);
  });

  it("shows 'Could not load services - please check your internet connection' when the list fails, and Retry", async () => {
    const user = userEvent.setup();
    renderWithApollo(<StartPage owner="daybook" />, [mine(), targets(new Error('offline')), targets()]);
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICES_LOAD_FAILED);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: CHOOSE_SERVICE_LABEL })).toBeEnabled();
  });

  it('is not found for a service outside the viewer’s organizations', async () => {
    renderWithApollo(<StartPage owner="daybook" />, [mine([]), targets([])]);
    expect(await screen.findByText('Service not found')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('opens the suggestion modal from the inline prompt, the name prefilled with a search that found nothing', async () => {
    const user = userEvent.setup();
    const box = await renderStart([
      mine(),
      targets(),
      mock(
        SendSuggestionDocument,
        {
          input: {
            service_name: 'Moon Phases',
            text: 'Log the moon phase',
            type: 'service',
            channel_id: daybook.id,
          },
        },
        {
          sendSuggestion: {
            __typename: 'SuggestionPayload',
            suggestion: { __typename: 'Suggestion', id: 's1', email_updates: false },
            errors: [],
          },
        },
      ),
    ]);
    await user.type(box, 'Moon Phases');
    expect(screen.getByText(/No services match/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SUGGEST_ACTION }));
    const dialog = screen.getByRole('dialog', { name: 'Suggest a new service' });
    expect(within(dialog).getByLabelText('Service name')).toHaveValue('Moon Phases');
    await user.type(within(dialog).getByLabelText(/Your suggestion/), 'Log the moon phase');
    await user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));
    const thanks = await screen.findByRole('dialog', { name: 'Thank you for your suggestion' });
    await user.click(within(thanks).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
