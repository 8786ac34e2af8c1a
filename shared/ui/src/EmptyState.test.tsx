import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows its title, text and action', () => {
    render(
      <EmptyState title="No requests available" action={<a href="/services/new">Add a service</a>}>
        Requests appear here once your service is called.
      </EmptyState>,
    );
    expect(screen.getByText('No requests available')).toBeInTheDocument();
    expect(screen.getByText('Requests appear here once your service is called.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a service' })).toHaveAttribute('href', '/services/new');
  });

  it('shows only the title when that is all it has', () => {
    const { container } = render(<EmptyState title="Nothing here" />);
    expect(container.querySelector('.sy-state')?.children).toHaveLength(1);
  });
});
