import { render, screen } from '@testing-library/react';
import { LoadingState, Spinner } from './Spinner';

describe('Spinner and LoadingState', () => {
  it('announces itself as loading', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('uses a given label', () => {
    render(<Spinner label="Saving" />);
    expect(screen.getByRole('status')).toHaveTextContent('Saving');
  });

  it('marks the loading section busy and shows its text', () => {
    render(<LoadingState label="Loading logs">Fetching the last day…</LoadingState>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading logs');
    expect(screen.getByText('Fetching the last day…').closest('.sy-state')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});
