import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, ModalActions, ModalBody } from './Modal';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Rename"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <ModalBody>
          <label>
            Name <input name="name" />
          </label>
        </ModalBody>
        <ModalActions>
          <button type="button">Save</button>
        </ModalActions>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog labelled by its title, with focus moved into it', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('focuses the dialog itself when it has nothing focusable', () => {
    render(
      <Modal open title="Note" onClose={() => {}}>
        <ModalBody>Just text</ModalBody>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Note' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('closes on a click on the backdrop but not inside the dialog', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(document.querySelector('.sy-modal-backdrop')!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes only the innermost of nested dialogs on Escape', async () => {
    const outer = jest.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Modal open title="Outer" onClose={outer}>
          <button type="button" onClick={() => setInner(true)}>
            More
          </button>
          <Modal open={inner} title="Inner" onClose={() => setInner(false)}>
            <ModalBody>Inner body</ModalBody>
          </Modal>
        </Modal>
      );
    }
    render(<Nested />);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('dialog', { name: 'Inner' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(outer).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
  });
});
