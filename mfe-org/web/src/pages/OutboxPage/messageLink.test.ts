import { messageLink } from './messageLink';

const origin = 'http://localhost:8080';

describe('messageLink', () => {
  it('turns same-origin links into in-app paths', () => {
    expect(messageLink('http://localhost:8080/invitations/abc?x=1', origin)).toEqual({
      href: '/invitations/abc?x=1',
      internal: true,
    });
    expect(messageLink('/invitations/abc', origin)).toEqual({ href: '/invitations/abc', internal: true });
  });

  it('keeps other http(s) links absolute', () => {
    expect(messageLink('https://switchyard.example.com/invitations/abc', origin)).toEqual({
      href: 'https://switchyard.example.com/invitations/abc',
      internal: false,
    });
  });

  it('refuses anything that is not http(s)', () => {
    expect(messageLink('javascript:alert(1)', origin)).toBeNull();
    expect(messageLink('data:text/html,hi', origin)).toBeNull();
    expect(messageLink(null, origin)).toBeNull();
    expect(messageLink('', origin)).toBeNull();
  });
});
