import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  FEEDBACK_LOAD_FAILED,
  FEEDBACK_REMOVE_FAILED,
  FEEDBACK_SAVE_FAILED,
  FEEDBACK_THANKS,
  FeedbackControl,
  type FeedbackControlProps,
} from './FeedbackControl';
import { FeedbackRefused, type Opinion, type OpinionInput } from './opinions';

/** The control as a page holds it: what the server stored comes back as the `opinion` prop. */
function Page({
  initial = null,
  give = async (input) => ({ ...input, opinion_label: null }),
  remove = async () => true,
  ...rest
}: Partial<FeedbackControlProps> & {
  initial?: Opinion | null;
  give?: (input: OpinionInput) => Promise<Opinion>;
  remove?: () => Promise<unknown>;
}) {
  const [opinion, setOpinion] = useState<Opinion | null>(initial);
  return (
    <FeedbackControl
      noun="Applet"
      opinion={opinion}
      onGive={async (input) => {
        const stored = await give(input);
        setOpinion(stored);
        return stored;
      }}
      onRemove={async () => {
        await remove();
        setOpinion(null);
      }}
      {...rest}
    />
  );
}

const region = () => screen.getByRole('region', { name: 'Does this Applet work for you?' });
const up = () => within(region()).getByRole('button', { name: 'Thumbs up' });
const down = () => within(region()).getByRole('button', { name: 'Thumbs down' });
const deferred = <T,>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('FeedbackControl', () => {
  it('saves a thumbs up at once and shows it pressed', async () => {
    const user = userEvent.setup();
    const give = jest.fn(async (input: OpinionInput) => ({ ...input }));
    render(<Page give={give} />);
    expect(up()).toHaveAttribute('aria-pressed', 'false');
    expect(down()).toHaveAttribute('aria-pressed', 'false');
    await user.click(up());
    expect(give).toHaveBeenCalledWith({ like: true, opinion_code: null, text: null });
    expect(up()).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('You said it works for you.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(FEEDBACK_THANKS);
    expect(screen.queryByRole('button', { name: 'Change' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('shows the thumbs up before the server answers', async () => {
    const user = userEvent.setup();
    const answer = deferred<Opinion>();
    render(<Page give={() => answer.promise} />);
    await user.click(up());
    expect(up()).toHaveAttribute('aria-pressed', 'true');
    answer.resolve({ like: true });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(FEEDBACK_THANKS));
  });

  it('asks the reason of a thumbs down, with an optional text and its counter, and sends both', async () => {
    const user = userEvent.setup();
    const give = jest.fn(async (input: OpinionInput) => ({ ...input, opinion_label: 'Too slow' }));
    render(<Page give={give} />);
    await user.click(down());
    expect(give).not.toHaveBeenCalled();
    expect(down()).toHaveAttribute('aria-expanded', 'true');
    const reasons = screen.getByRole('group', { name: 'What went wrong?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(["Doesn't work as expected", 'Not useful', 'Too slow', 'Something else']);
    expect(within(reasons).getByRole('radio', { name: "Doesn't work as expected" })).toHaveFocus();
    await user.click(within(reasons).getByRole('radio', { name: 'Too slow' }));
    const text = screen.getByRole('textbox', { name: 'Tell us more (optional)' });
    expect(text).toHaveAttribute('maxlength', '1000');
    expect(text).toHaveAccessibleDescription('0 of 1,000 characters');
    await user.type(text, '  It takes minutes  ');
    expect(text).toHaveAccessibleDescription('20 of 1,000 characters');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(give).toHaveBeenCalledWith({ like: false, opinion_code: 'too_slow', text: 'It takes minutes' });
    expect(screen.queryByRole('group', { name: 'What went wrong?' })).not.toBeInTheDocument();
    expect(down()).toHaveAttribute('aria-pressed', 'true');
    expect(down()).toHaveFocus();
    expect(region()).toHaveTextContent('You said it does not work for you: Too slow');
    expect(await screen.findByText('It takes minutes')).toBeInTheDocument();
  });

  it('sends no reason when none is chosen (no_response), and says so', async () => {
    const user = userEvent.setup();
    const give = jest.fn(async (input: OpinionInput) => ({ ...input, opinion_code: 'no_response' }));
    render(<Page give={give} />);
    await user.click(down());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(give).toHaveBeenCalledWith({ like: false, opinion_code: null, text: null });
    expect(region()).toHaveTextContent('You said it does not work for you: No reason given');
  });

  it('changes a thumbs down: the form opens with its reason and text', async () => {
    const user = userEvent.setup();
    const give = jest.fn(async (input: OpinionInput) => ({ ...input, opinion_label: null }));
    render(
      <Page
        give={give}
        initial={{
          like: false,
          opinion_code: 'unexpected',
          opinion_label: "Doesn't work as expected",
          text: 'Wrong album',
        }}
      />,
    );
    expect(down()).toHaveAttribute('aria-pressed', 'true');
    expect(region()).toHaveTextContent("Doesn't work as expected");
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('radio', { name: "Doesn't work as expected" })).toBeChecked();
    const text = screen.getByRole('textbox', { name: 'Tell us more (optional)' });
    expect(text).toHaveValue('Wrong album');
    await user.click(screen.getByRole('radio', { name: 'Not useful' }));
    await user.clear(text);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(give).toHaveBeenCalledWith({ like: false, opinion_code: 'not_useful', text: null });
    expect(region()).toHaveTextContent('You said it does not work for you: Not useful');
  });

  it('changes a thumbs down to a thumbs up in one press', async () => {
    const user = userEvent.setup();
    const give = jest.fn(async (input: OpinionInput) => ({ ...input }));
    render(<Page give={give} initial={{ like: false, opinion_code: 'too_slow' }} />);
    await user.click(up());
    expect(give).toHaveBeenCalledWith({ like: true, opinion_code: null, text: null });
    expect(up()).toHaveAttribute('aria-pressed', 'true');
    expect(down()).toHaveAttribute('aria-pressed', 'false');
  });

  it('removes the opinion with Remove, or by pressing the pressed thumb again', async () => {
    const user = userEvent.setup();
    const remove = jest.fn(async () => true);
    render(<Page remove={remove} initial={{ like: true }} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(up()).toHaveAttribute('aria-pressed', 'false');
    expect(up()).toHaveFocus();
    expect(screen.queryByText('You said it works for you.')).not.toBeInTheDocument();

    await user.click(up());
    expect(up()).toHaveAttribute('aria-pressed', 'true');
    await user.click(up());
    expect(remove).toHaveBeenCalledTimes(2);
    expect(up()).toHaveAttribute('aria-pressed', 'false');
  });

  it('puts the opinion back and says why when saving fails', async () => {
    const user = userEvent.setup();
    const answer = deferred<Opinion>();
    render(<Page give={() => answer.promise} initial={{ like: false, opinion_code: 'too_slow' }} />);
    await user.click(up());
    expect(up()).toHaveAttribute('aria-pressed', 'true');
    answer.reject(new Error('offline'));
    expect(await screen.findByRole('alert')).toHaveTextContent(FEEDBACK_SAVE_FAILED);
    expect(up()).toHaveAttribute('aria-pressed', 'false');
    expect(down()).toHaveAttribute('aria-pressed', 'true');
    expect(region()).toHaveTextContent('Too slow');
  });

  it('brings a refused thumbs down back as it was, with the server’s message', async () => {
    const user = userEvent.setup();
    render(
      <Page
        give={async () => {
          throw new FeedbackRefused('Text is too long');
        }}
      />,
    );
    await user.click(down());
    await user.click(screen.getByRole('radio', { name: 'Something else' }));
    await user.type(screen.getByRole('textbox', { name: 'Tell us more (optional)' }), 'Hmm');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Text is too long');
    expect(down()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('radio', { name: 'Something else' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Tell us more (optional)' })).toHaveValue('Hmm');
  });

  it('keeps the opinion when removing it fails', async () => {
    const user = userEvent.setup();
    render(
      <Page
        initial={{ like: true }}
        remove={async () => {
          throw new Error('offline');
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FEEDBACK_REMOVE_FAILED);
    expect(up()).toHaveAttribute('aria-pressed', 'true');
  });

  it('closes the reason form with Cancel or Escape, sending nothing', async () => {
    const user = userEvent.setup();
    const give = jest.fn();
    render(<Page give={give} />);
    await user.click(down());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'What went wrong?' })).not.toBeInTheDocument();
    expect(down()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('group', { name: 'What went wrong?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'What went wrong?' })).not.toBeInTheDocument();
    expect(give).not.toHaveBeenCalled();
    expect(down()).toHaveAttribute('aria-pressed', 'false');
  });

  it('waits, disabled, while the opinion loads; offers Retry when it could not be loaded', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    const props = { noun: 'connection', onGive: jest.fn(), onRemove: jest.fn() };
    const { rerender } = render(<FeedbackControl {...props} opinion={undefined} loading />);
    const box = screen.getByRole('region', { name: 'Does this connection work for you?' });
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(within(box).getByRole('button', { name: 'Thumbs up' })).toBeDisabled();
    expect(within(box).getByText('Loading your feedback…')).toBeInTheDocument();
    rerender(<FeedbackControl {...props} opinion={undefined} loadFailed onRetry={onRetry} />);
    expect(box).toHaveTextContent(FEEDBACK_LOAD_FAILED);
    await user.click(within(box).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<FeedbackControl {...props} opinion={{ like: true }} />);
    expect(within(box).getByRole('button', { name: 'Thumbs up' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers to sign in when signed out (or shows nothing without a sign-in address)', () => {
    const props = { noun: 'Applet', opinion: undefined, onGive: jest.fn(), onRemove: jest.fn() };
    const { rerender, container } = render(
      <FeedbackControl {...props} signedIn={false} signInHref="/login?return_to=%2Fapplets%2F1" />,
    );
    expect(screen.getByRole('link', { name: 'Sign in to give feedback' })).toHaveAttribute(
      'href',
      '/login?return_to=%2Fapplets%2F1',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<FeedbackControl {...props} signedIn={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
