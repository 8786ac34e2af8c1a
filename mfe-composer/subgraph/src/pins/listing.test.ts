import { reactivationMessage } from '../connections/authenticationChange';
import { listingUrl } from './serviceApplets';

it('links an applet to its page and a connection to its enable page', () => {
  expect(listingUrl('applet', 'a1')).toBe('/applets/a1');
  expect(listingUrl('connection', 'c1')).toBe('/connections/c1/enable');
});

it('asks a user to connect a service again in its name', () => {
  expect(reactivationMessage('Daybook')).toBe('Daybook changed how you sign in. Connect it again to use it.');
});
