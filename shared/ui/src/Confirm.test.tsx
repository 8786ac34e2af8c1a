import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Confirm, useConfirm } from './Confirm';

describe('Confirm', () => {
  it('shows the message with Yes and No', async () => {
    const onYes = jest.fn();
    const onNo = jest.fn();
    render(<Confirm open message="Delete the note?" onYes={onYes} onNo={onNo} />);
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toHaveTextContent('Delete the note?');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onYes).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onNo).toHaveBeenCalledTimes(1);
  });

  it('treats Escape as No', async () => {
    const onNo = jest.fn();
    render(<Confirm open message="Sure?" onYes={() => {}} onNo={onNo} />);
    await userEvent.keyboard('{Escape}');
    expect(onNo).toHaveBeenCalledTimes(1);
  });
});

function Asker({ onAnswer }: { onAnswer: (yes: boolean) => void }) {
  const [confirm, dialog] = useConfirm();
  return (
    <>
      <button
        type="button"
        onClick={async () =>
          onAnswer(await confirm('Remove this trigger?', { yesLabel: 'Remove', danger: true }))
        }
      >
        Remove
      </button>
      {dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('resolves true on Yes and closes', async () => {
    const onAnswer = jest.fn();
    render(<Asker onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Remove this trigger?');
    const yes = screen.getAllByRole('button', { name: 'Remove' }).find((b) => dialog.contains(b))!;
    expect(yes).toHaveClass('sy-btn--danger');
    await userEvent.click(yes);
    expect(onAnswer).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves false on No', async () => {
    const onAnswer = jest.fn();
    render(<Asker onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onAnswer).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
