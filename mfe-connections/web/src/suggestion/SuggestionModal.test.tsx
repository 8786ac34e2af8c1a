import type { MockedResponse } from '@apollo/client/testing';
import {
  SUGGESTION_BLANK,
  SUGGESTION_SAVE_FAILED,
  SUGGESTION_SUBSCRIBE_FAILED,
} from '@switchyard/connections-common/suggestions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mock } from '../testing/fixtures';
import { renderWithApollo } from '../testing/renderWithApollo';
import { SendSuggestionDocument, UpdateSuggestionSubscriptionDocument } from './operations';
import { EMAIL_UPDATES_LABEL, SuggestionModal } from './SuggestionModal';

const OWNER = '20000000-0000-4000-8000-000000000001';
const payload = (suggestion: object | null, errors: object[] = []) => ({
  __typename: 'SuggestionPayload',
  suggestion: suggestion && { __typename: 'Suggestion', ...suggestion },
  errors: errors.map((e) => ({ __typename: 'UserError', ...e })),
});
const sendMock = (input: Record<string, unknown>, answer: object | Error): MockedResponse =>
  mock(
    SendSuggestionDocument,
    { input: { channel_id: OWNER, ...input } },
    answer instanceof Error ? answer : { sendSuggestion: answer },
  );
const subscribeMock = (email_updates: boolean, answer: object | Error): MockedResponse =>
  mock(
    UpdateSuggestionSubscriptionDocument,
    { id: 's1', email_updates },
    answer instanceof Error ? answer : { updateSuggestionSubscription: answer },
  );

function renderModal(mocks: MockedResponse[], props: { serviceName?: string; fixed?: boolean } = {}) {
  const onClose = jest.fn();
  renderWithApollo(
    <SuggestionModal
      onClose={onClose}
      channelId={OWNER}
      type={props.fixed === false ? undefined : 'service'}
      serviceName={props.serviceName}
    />,
    mocks,
  );
  return { onClose, dialog: screen.getByRole('dialog') };
}

describe('SuggestionModal', () => {
  it("refuses a name or text that is blank once trimmed: 'Please describe your suggestion'", async () => {
    const user = userEvent.setup();
    const { dialog } = renderModal([]);
    await user.type(within(dialog).getByLabelText('Service name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));
    expect(within(dialog).getByLabelText('Service name')).toHaveAccessibleDescription(SUGGESTION_BLANK);
    expect(within(dialog).getByLabelText(/Your suggestion/)).toHaveAccessibleDescription(
      expect.stringContaining(SUGGESTION_BLANK),
    );
    expect(within(dialog).getAllByText(SUGGESTION_BLANK)).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the trimmed suggestion, thanks, and turns email updates on and off; Done closes', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderModal([
      sendMock(
        { service_name: 'Moon Phases', text: 'Log the moon', type: 'service' },
        payload({ id: 's1', email_updates: false }),
      ),
      subscribeMock(true, payload({ id: 's1', email_updates: true })),
      subscribeMock(false, payload({ id: 's1', email_updates: false })),
    ]);
    expect(dialog).toHaveAccessibleName('Suggest a new service');
    await user.type(within(dialog).getByLabelText('Service name'), '  Moon Phases ');
    await user.type(within(dialog).getByLabelText(/Your suggestion/), ' Log the moon ');
    await user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));
    const thanks = await screen.findByRole('dialog', { name: 'Thank you for your suggestion' });
    const box = within(thanks).getByRole('checkbox', { name: EMAIL_UPDATES_LABEL });
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    await waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(thanks).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows no email-updates checkbox when the name was prefilled', async () => {
    const user = userEvent.setup();
    const { dialog } = renderModal(
      [
        sendMock(
          { service_name: 'Moon Phases', text: 'Please', type: 'service' },
          payload({ id: 's1', email_updates: false }),
        ),
      ],
      { serviceName: 'Moon Phases' },
    );
    expect(within(dialog).getByLabelText('Service name')).toHaveValue('Moon Phases');
    await user.type(within(dialog).getByLabelText(/Your suggestion/), 'Please');
    await user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));
    const thanks = await screen.findByRole('dialog', { name: 'Thank you for your suggestion' });
    expect(within(thanks).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it("says 'Failed to subscribe to updates' and leaves the box as it was when that fails", async () => {
    const user = userEvent.setup();
    renderModal([
      sendMock(
        { service_name: 'Moon', text: 'Please', type: 'service' },
        payload({ id: 's1', email_updates: false }),
      ),
      subscribeMock(true, new Error('offline')),
    ]);
    await user.type(screen.getByLabelText('Service name'), 'Moon');
    await user.type(screen.getByLabelText(/Your suggestion/), 'Please');
    await user.click(screen.getByRole('button', { name: 'Send suggestion' }));
    const box = await screen.findByRole('checkbox', { name: EMAIL_UPDATES_LABEL });
    await user.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent(SUGGESTION_SUBSCRIBE_FAILED);
    expect(box).not.toBeChecked();
  });

  it("says 'Failed to save the suggestion. Try again later' when sending fails, and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderModal([sendMock({ service_name: 'Moon', text: 'Please', type: 'service' }, new Error('offline'))]);
    await user.type(screen.getByLabelText('Service name'), 'Moon');
    await user.type(screen.getByLabelText(/Your suggestion/), 'Please');
    await user.click(screen.getByRole('button', { name: 'Send suggestion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SUGGESTION_SAVE_FAILED);
    expect(screen.getByLabelText('Service name')).toHaveValue('Moon');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Suggest a new service');
  });

  it('shows the server’s refusal beside its field', async () => {
    const user = userEvent.setup();
    renderModal([
      sendMock(
        { service_name: 'Moon', text: 'Please', type: 'service' },
        payload(null, [{ attribute: 'text', message: 'Text is too long' }]),
      ),
    ]);
    await user.type(screen.getByLabelText('Service name'), 'Moon');
    await user.type(screen.getByLabelText(/Your suggestion/), 'Please');
    await user.click(screen.getByRole('button', { name: 'Send suggestion' }));
    expect(await screen.findByText('Text is too long')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the user pick the type when it is not fixed', async () => {
    const user = userEvent.setup();
    renderModal(
      [
        sendMock(
          { service_name: 'Webhooks', text: 'Please', type: 'protocol' },
          payload({ id: 's1', email_updates: false }),
        ),
      ],
      { fixed: false },
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Make a suggestion');
    await user.selectOptions(screen.getByLabelText('What would you like?'), 'protocol');
    await user.type(screen.getByLabelText('Name'), 'Webhooks');
    await user.type(screen.getByLabelText(/Your suggestion/), 'Please');
    await user.click(screen.getByRole('button', { name: 'Send suggestion' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you for your suggestion' })).toBeInTheDocument();
  });
});
