import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate, setSession } from '@switchyard/client';
import { DeveloperHeader } from './DeveloperHeader';
import { headerMock, mockHeaderFetch } from './headerFixtures';

// Issue 42.1: at phone width (header.css) everything after the brand collapses behind this button.
// jsdom applies no media queries, so these check the button's state and the panel it controls.

const go = (path: string) => act(() => window.history.pushState(null, '', path));

async function renderHeader() {
  mockHeaderFetch([headerMock()]);
  render(
    <>
      <p>Page body</p>
      <DeveloperHeader viewerLogin="olivia" />
    </>,
  );
  await screen.findByRole('button', { name: 'Acme Automation' });
  const button = screen.getByRole('button', { name: 'Menu' });
  const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
  return { button, panel };
}

beforeEach(() => {
  setSession({ viewer: null, csrfToken: 'csrf-token-123' });
  window.localStorage.clear();
  go('/');
});

describe('DeveloperHeader menu button', () => {
  it('controls the panel that holds the menus and the links, and toggles it', async () => {
    const { button, panel } = await renderHeader();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-haspopup');
    expect(panel).toHaveAttribute('data-open', 'false');
    expect(panel).toContainElement(screen.getByRole('navigation', { name: 'Your pages' }));
    expect(panel).toContainElement(screen.getByRole('button', { name: 'Acme Automation' }));
    expect(panel).toContainElement(screen.getByRole('button', { name: 'Sign out' }));

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('data-open', 'false');
  });

  it('closes on Escape, giving focus back to the button', async () => {
    const { button, panel } = await renderHeader();
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Acme Automation' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('data-open', 'false');
    expect(button).toHaveFocus();
  });

  it('leaves an open organization menu to close first on Escape', async () => {
    const { button } = await renderHeader();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Acme Automation' }));
    expect(screen.getByRole('menu', { name: 'Organizations' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside the header, on a link in it and on a move to another page', async () => {
    const { button } = await renderHeader();
    await userEvent.click(button);
    await userEvent.click(screen.getByText('Page body'));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: 'My Applets' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    act(() => navigate('/plans'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
