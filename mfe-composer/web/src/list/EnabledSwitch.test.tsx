import { render, screen } from '@testing-library/react';
import { EnabledSwitch } from './EnabledSwitch';

it('follows a fresher answer: an applet the engine turned off shows off', () => {
  const { rerender } = render(<EnabledSwitch id="a1" name="Journal echo" enabled />);
  expect(screen.getByRole('switch', { name: 'Journal echo: on' })).toBeChecked();
  rerender(<EnabledSwitch id="a1" name="Journal echo" enabled={false} />);
  expect(screen.getByRole('switch', { name: 'Journal echo: off' })).not.toBeChecked();
});
