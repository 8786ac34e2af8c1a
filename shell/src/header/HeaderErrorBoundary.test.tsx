import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeaderErrorBoundary } from './HeaderErrorBoundary';

describe('HeaderErrorBoundary', () => {
  const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  afterAll(() => errorSpy.mockRestore());

  it('contains a crash in the header and renders it again on Retry', async () => {
    let crash = true;
    function Flaky() {
      if (crash) throw new Error('header bug');
      return <p>Header works</p>;
    }
    render(
      <>
        <HeaderErrorBoundary>
          <Flaky />
        </HeaderErrorBoundary>
        <p>Rest of the page</p>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This part of Switchyard could not be loaded');
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Switchyard' })).toHaveAttribute('href', '/');

    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Header works')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
