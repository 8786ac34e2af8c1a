import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dropdown, MenuButton, MenuLabel, MenuLink, MenuSeparator } from './Dropdown';
import { Modal } from './Modal';

function Menus() {
  return (
    <div>
      <p>Outside</p>
      <Dropdown label="Fruit" menuLabel="Fruit menu">
        <MenuLabel>Pick one</MenuLabel>
        <MenuLink href="/apple">Apple</MenuLink>
        <MenuSeparator />
        <MenuButton>Banana</MenuButton>
      </Dropdown>
      <Dropdown label="Veg">
        <MenuLink href="/kale">Kale</MenuLink>
      </Dropdown>
    </div>
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });

describe('Dropdown', () => {
  it('opens and closes on its button, with aria-expanded and aria-haspopup', async () => {
    render(<Menus />);
    const button = trigger('Fruit');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Fruit menu' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getByRole('menuitem', { name: 'Apple' })).toHaveAttribute('href', '/apple');
    expect(screen.getByText('Pick one')).toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on a click outside it', async () => {
    render(<Menus />);
    await userEvent.click(trigger('Fruit'));
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('stays open on a click inside the menu that is not an item', async () => {
    render(<Menus />);
    await userEvent.click(trigger('Fruit'));
    await userEvent.click(screen.getByText('Pick one'));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    render(<Menus />);
    await userEvent.click(trigger('Fruit'));
    act(() => screen.getByRole('menuitem', { name: 'Apple' }).focus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger('Fruit')).toHaveFocus();
  });

  it('keeps only one menu open at a time', async () => {
    render(<Menus />);
    await userEvent.click(trigger('Fruit'));
    await userEvent.click(trigger('Veg'));
    expect(screen.getAllByRole('menu')).toHaveLength(1);
    expect(screen.getByRole('menuitem', { name: 'Kale' })).toBeInTheDocument();
    expect(trigger('Fruit')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the other menu when one is opened from the keyboard', async () => {
    render(<Menus />);
    await userEvent.click(trigger('Fruit'));
    act(() => trigger('Veg').focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getAllByRole('menu')).toHaveLength(1);
    expect(trigger('Veg')).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes after an item is chosen', async () => {
    const onBanana = jest.fn();
    render(
      <Dropdown label="Fruit">
        <MenuButton onClick={onBanana}>Banana</MenuButton>
      </Dropdown>,
    );
    await userEvent.click(trigger('Fruit'));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Banana' }));
    expect(onBanana).toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger('Fruit')).toHaveFocus();
  });

  it('is keyboard accessible: Enter opens with focus on the first item, arrows move, Home/End jump', async () => {
    render(<Menus />);
    act(() => trigger('Fruit').focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Apple' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Banana' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Apple' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Banana' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Apple' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Banana' })).toHaveFocus();
  });

  it('opens with ArrowDown on the button', async () => {
    render(<Menus />);
    act(() => trigger('Veg').focus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Kale' })).toHaveFocus();
  });

  it('closes when focus moves out of it', async () => {
    render(
      <>
        <Dropdown label="Fruit">
          <MenuLink href="/apple">Apple</MenuLink>
        </Dropdown>
        <button type="button">Elsewhere</button>
      </>,
    );
    act(() => trigger('Fruit').focus());
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('passes close to a children function', async () => {
    render(
      <Dropdown label="Fruit">
        {(close) => (
          <li role="none">
            <span onClick={close}>Close me</span>
          </li>
        )}
      </Dropdown>,
    );
    await userEvent.click(trigger('Fruit'));
    await userEvent.click(screen.getByText('Close me'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('inside a modal, Escape closes the menu but not the modal', async () => {
    const onClose = jest.fn();
    render(
      <Modal open title="Pick" onClose={onClose}>
        <Dropdown label="Fruit">
          <MenuLink href="/apple">Apple</MenuLink>
        </Dropdown>
      </Modal>,
    );
    await userEvent.click(trigger('Fruit'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
