import { act, render, screen } from '@testing-library/react';
import { clearFlash, flash, FlashHost, FLASH_DURATION_MS, FLASH_FADE_MS, useFlash } from './Flash';

describe('Flash', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => clearFlash());
    jest.useRealTimers();
  });

  it('shows a success message, fades after 4000 ms and is gone 500 ms later', () => {
    render(<FlashHost />);
    act(() => flash('Changes saved'));
    const message = screen.getByRole('status');
    expect(message).toHaveTextContent('Changes saved');
    expect(message).toHaveClass('sy-flash--success');
    expect(message).not.toHaveClass('sy-flash--fading');

    act(() => jest.advanceTimersByTime(FLASH_DURATION_MS - 1));
    expect(screen.getByRole('status')).not.toHaveClass('sy-flash--fading');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveClass('sy-flash--fading');

    act(() => jest.advanceTimersByTime(FLASH_FADE_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('uses the spec durations', () => {
    expect(FLASH_DURATION_MS).toBe(4000);
    expect(FLASH_FADE_MS).toBe(500);
  });

  it('shows errors as alerts', () => {
    render(<FlashHost />);
    act(() => flash('Could not create Applet. Please check your data.', 'error'));
    expect(screen.getByRole('alert')).toHaveClass('sy-flash--error');
  });

  it('replaces the message showing and restarts the clock', () => {
    render(<FlashHost />);
    act(() => flash('First'));
    act(() => jest.advanceTimersByTime(3000));
    act(() => flash('Second'));
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    act(() => jest.advanceTimersByTime(FLASH_DURATION_MS + FLASH_FADE_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('useFlash gives components the flash function', () => {
    function Saver() {
      const show = useFlash();
      return (
        <button type="button" onClick={() => show('Applet Created')}>
          Save
        </button>
      );
    }
    render(
      <>
        <Saver />
        <FlashHost />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Applet Created');
  });
});
