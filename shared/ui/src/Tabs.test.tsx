import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sidebar, TabLinks, Tabs } from './Tabs';

function Sections() {
  const [tab, setTab] = useState('triggers');
  return (
    <Tabs
      label="Service sections"
      tabs={[
        { id: 'triggers', label: 'Triggers' },
        { id: 'queries', label: 'Queries' },
        { id: 'actions', label: 'Actions' },
      ]}
      value={tab}
      onChange={setTab}
    >
      <p>Panel: {tab}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('marks the selected tab and labels the panel with it', () => {
    render(<Sections />);
    expect(screen.getByRole('tablist', { name: 'Service sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Triggers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Queries' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Triggers' })).toHaveTextContent('Panel: triggers');
  });

  it('selects a tab on click', async () => {
    render(<Sections />);
    await userEvent.click(screen.getByRole('tab', { name: 'Actions' }));
    expect(screen.getByRole('tabpanel', { name: 'Actions' })).toHaveTextContent('Panel: actions');
  });

  it('moves with the arrow keys, Home and End', async () => {
    render(<Sections />);
    await userEvent.click(screen.getByRole('tab', { name: 'Triggers' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Queries' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Queries' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Actions' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Triggers' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Actions' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('TabLinks and Sidebar', () => {
  const items = [
    { href: '/organizations/1', label: 'Details', current: true },
    { href: '/organizations/1/team', label: 'Team' },
  ];

  it('renders tab links with the current page marked', () => {
    render(<TabLinks label="Organization" items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Organization' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Team' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/organizations/1/team');
  });

  it('calls onLinkClick for client-side navigation', async () => {
    const onLinkClick = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(<Sidebar label="Sections" items={items} onLinkClick={onLinkClick} />);
    await userEvent.click(screen.getByRole('link', { name: 'Team' }));
    expect(onLinkClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Team' })).toHaveClass('sy-sidebar__link');
  });
});
