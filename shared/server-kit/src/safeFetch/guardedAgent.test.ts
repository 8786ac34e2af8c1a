import net from 'node:net';
import tls from 'node:tls';
import { AllowList } from './addressPolicy';
import { guardedConnector, type Resolver } from './guardedAgent';
import { SafeFetchError } from './safeFetchError';

// safeFetch refuses IP literals before its dispatcher sees them; the connector must refuse them on
// its own too (it is what undici calls for every new connection, redirects and retries included).
describe('guardedConnector', () => {
  let spies: jest.SpyInstance[];
  beforeEach(() => {
    spies = [jest.spyOn(net, 'connect'), jest.spyOn(tls, 'connect')];
  });
  afterEach(() => spies.forEach((s) => s.mockRestore()));

  const resolver: Resolver & jest.Mock = jest.fn(async () => [{ address: '10.0.0.1' }]);
  const connect = guardedConnector({ allow: new AllowList([]), resolver, connectTimeoutMs: 1_000 });
  const attempt = (hostname: string, protocol = 'http:', port = '') =>
    new Promise<Error | null>((resolve) =>
      connect({ hostname, host: `${hostname}:${port}`, protocol, port }, (...args) => resolve(args[0])),
    );

  it.each([
    ['127.0.0.1', 'http:'],
    ['::1', 'https:'],
    ['[::1]', 'http:'],
    ['::ffff:127.0.0.1', 'http:'],
    ['169.254.169.254', 'http:'],
    ['10.0.0.1', 'https:'],
    ['0.0.0.0', 'http:'],
    ['fd00::1', 'http:'],
  ])('refuses the IP literal %s (%s) without opening a socket', async (host, protocol) => {
    const err = await attempt(host, protocol);
    expect(err).toBeInstanceOf(SafeFetchError);
    expect((err as SafeFetchError).code).toBe('blocked_address');
    for (const s of spies) expect(s).not.toHaveBeenCalled();
  });

  it('refuses a name whose addresses are all refused, without opening a socket', async () => {
    const err = await attempt('internal.test', 'https:', '8443');
    expect((err as SafeFetchError).code).toBe('blocked_address');
    expect(resolver).toHaveBeenCalledWith('internal.test');
    for (const s of spies) expect(s).not.toHaveBeenCalled();
  });
});
