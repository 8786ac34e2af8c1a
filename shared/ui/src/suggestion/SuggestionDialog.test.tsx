import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SuggestionDialog, type SuggestionDialogProps } from './SuggestionDialog';
import {
  EMAIL_UPDATES_LABEL,
  SUGGESTION_BLANK,
  SUGGESTION_SAVE_FAILED,
  SUGGESTION_SUBSCRIBE_FAILED,
} from './suggestionText';

function renderDialog(props: Partial<SuggestionDialogProps> = {}) {
  const onClose = jest.fn();
  const send = jest.fn(props.send ?? (async () => ({ id: 's1', email_updates: false })));
  const subscribe = jest.fn(props.subscribe ?? (async (_id: string, on: boolean) => on));
  render(<SuggestionDialog type="service" {...props} onClose={onClose} send={send} subscribe={subscribe} />);
  return { onClose, send, subscribe, dialog: screen.getByRole('dialog') };
}

async function fill(name: string, text: string) {
  const user = userEvent.setup();
  if (name) await user.type(screen.getByLabelText(/name$/i), name);
  await user.type(screen.getByLabelText(/Your suggestion/), text);
  await user.click(screen.getByRole('button', { name: 'Send suggestion' }));
  return user;
}

describe('SuggestionDialog', () => {
  it("refuses a blank name or text without sending: 'Please describe your suggestion'", async () => {
    const { send, dialog } = renderDialog();
    await fill('  ', ' ');
    expect(within(dialog).getByLabelText('Service name')).toHaveAccessibleDescription(SUGGESTION_BLANK);
    expect(within(dialog).getByLabelText(/Your suggestion/)).toHaveAccessibleDescription(
      expect.stringContaining(SUGGESTION_BLANK),
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('uses the domain’s own rules when given', async () => {
    const { send } = renderDialog({
      check: (input) => (input.text.length > 3 ? [{ attribute: 'text', message: 'Too long' }] : []),
    });
    await fill('Moon', 'Phases');
    expect(screen.getByText('Too long')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the trimmed suggestion, thanks, turns email updates on, and Done closes', async () => {
    const { send, subscribe, onClose } = renderDialog();
    const user = await fill(' Moon Phases ', ' Log the moon ');
    expect(send).toHaveBeenCalledWith({ service_name: 'Moon Phases', text: 'Log the moon', type: 'service' });
    const thanks = await screen.findByRole('dialog', { name: 'Thank you for your suggestion' });
    const box = within(thanks).getByRole('checkbox', { name: EMAIL_UPDATES_LABEL });
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(subscribe).toHaveBeenCalledWith('s1', true);
    await user.click(within(thanks).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('ticks the box at once, while the server is asked', async () => {
    let answer!: (on: boolean) => void;
    renderDialog({ subscribe: () => new Promise<boolean>((resolve) => (answer = resolve)) });
    const user = await fill('Moon', 'Please');
    const box = await screen.findByRole('checkbox', { name: EMAIL_UPDATES_LABEL });
    await user.click(box);
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    answer(true);
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
  });

  it('offers no email updates when the name was prefilled', async () => {
    renderDialog({ serviceName: 'Moon Phases' });
    expect(screen.getByLabelText('Service name')).toHaveValue('Moon Phases');
    await fill('', 'Please');
    const thanks = await screen.findByRole('dialog', { name: 'Thank you for your suggestion' });
    expect(within(thanks).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it("says 'Failed to save the suggestion. Try again later' and keeps what was typed", async () => {
    renderDialog({ send: () => Promise.reject(new Error('offline')) });
    await fill('Moon', 'Please');
    expect(await screen.findByRole('alert')).toHaveTextContent(SUGGESTION_SAVE_FAILED);
    expect(screen.getByLabelText('Service name')).toHaveValue('Moon');
  });

  it("says 'Failed to subscribe to updates' and leaves the box as it was", async () => {
    const { dialog } = renderDialog({ subscribe: () => Promise.reject(new Error('offline')) });
    const user = await fill('Moon', 'Please');
    const box = await within(dialog.ownerDocument.body).findByRole('checkbox', { name: EMAIL_UPDATES_LABEL });
    await user.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent(SUGGESTION_SUBSCRIBE_FAILED);
    expect(box).not.toBeChecked();
  });

  it('shows a refusal beside its field, and one of a field it does not show below the form', async () => {
    let answer = [{ attribute: 'text', message: 'Text is too long' }];
    renderDialog({ send: async () => ({ errors: answer }) });
    const user = await fill('Moon', 'Please');
    expect(await screen.findByText('Text is too long')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answer = [{ attribute: 'channel_id', message: 'Unknown service' }];
    await user.click(screen.getByRole('button', { name: 'Send suggestion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown service');
  });

  it('sends nothing to a form it was opened from', async () => {
    const outer = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    const send = jest.fn(async () => ({ id: 's1', email_updates: false }));
    render(
      <form onSubmit={outer}>
        <SuggestionDialog type="service" onClose={() => {}} send={send} subscribe={async () => true} />
      </form>,
    );
    await fill('Moon', 'Please');
    expect(send).toHaveBeenCalled();
    expect(outer).not.toHaveBeenCalled();
  });

  it('lets the user pick the kind when it is not fixed', async () => {
    const { send } = renderDialog({ type: undefined });
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Make a suggestion');
    await userEvent.selectOptions(screen.getByLabelText('What would you like?'), 'protocol');
    await fill('Webhooks', 'Please');
    expect(send).toHaveBeenCalledWith({ service_name: 'Webhooks', text: 'Please', type: 'protocol' });
  });
});
