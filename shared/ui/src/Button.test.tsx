import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClass } from './Button';

describe('Button', () => {
  it('is a non-submitting secondary button by default', () => {
    render(<Button>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('sy-btn', 'sy-btn--secondary');
  });

  it.each(['primary', 'secondary', 'danger', 'link'] as const)('renders the %s variant', (variant) => {
    render(<Button variant={variant}>Act</Button>);
    expect(screen.getByRole('button', { name: 'Act' })).toHaveClass(`sy-btn--${variant}`);
  });

  it('submits its form when type is submit', async () => {
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does not fire clicks while disabled', async () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Nope
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Nope' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Nope' })).toBeDisabled();
  });

  it('keeps extra classes', () => {
    expect(buttonClass('danger', 'wide')).toBe('sy-btn sy-btn--danger wide');
  });
});
