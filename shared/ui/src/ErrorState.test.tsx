import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('shows the message as an alert with a Retry button that retries', async () => {
    const onRetry = jest.fn();
    render(<ErrorState message="Could not load the logs" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the logs');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no button without onRetry', () => {
    render(<ErrorState message="Gone" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
