import { isGatewayPage } from './navigation';

it('tells the gateway’s own pages from the app’s routes', () => {
  expect(isGatewayPage('/verify-email?token=abc')).toBe(true);
  expect(isGatewayPage('/account')).toBe(true);
  expect(isGatewayPage('/login?return_to=%2F')).toBe(true);
  expect(isGatewayPage('/account/')).toBe(true);
  expect(isGatewayPage('/invitations/tok')).toBe(false);
  expect(isGatewayPage('/outbox')).toBe(false);
  expect(isGatewayPage('/accounts')).toBe(false);
});
