import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSupportEntitlement, SUPPORT_META } from './supportEntitlement';
import { SupportWidget } from './SupportWidget';

describe('SupportWidget', () => {
  it('opens a panel with the support address and help links; Escape closes it and focus returns', async () => {
    render(<SupportWidget email="partners@switchyard.example" />);
    const button = screen.getByRole('button', { name: 'Support' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const panel = screen.getByRole('dialog', { name: 'Support' });
    expect(panel).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'partners@switchyard.example' })).toHaveAttribute(
      'href',
      'mailto:partners@switchyard.example',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes with its Close button and with the Support button again', async () => {
    render(<SupportWidget email="help@example.com" />);
    const button = screen.getByRole('button', { name: 'Support' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Support' })).toBeInTheDocument();
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('readSupportEntitlement', () => {
  afterEach(() => document.head.querySelector(`meta[name="${SUPPORT_META}"]`)?.remove());

  it('is the address the gateway wrote into the page, and null when it wrote none (the setting unset)', () => {
    expect(readSupportEntitlement(document)).toBeNull();
    const meta = document.createElement('meta');
    meta.name = SUPPORT_META;
    meta.content = ' help@example.com ';
    document.head.append(meta);
    expect(readSupportEntitlement(document)).toBe('help@example.com');
    meta.content = '';
    expect(readSupportEntitlement(document)).toBeNull();
  });
});
