import { addressRefusal, AllowList } from './addressPolicy';

describe('addressRefusal', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.255', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['192.0.2.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fd00::1', 'uniqueLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['[::1]', 'loopback'],
    ['64:ff9b::a00:1', 'rfc6052'],
    ['ff02::1', 'multicast'],
    ['::7f00:1', 'non-global IPv6'],
    ['fec0::1', 'non-global IPv6'],
  ])('refuses %s (%s)', (address, reason) => {
    expect(addressRefusal(address)).toContain(reason);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
  ])('lets %s through', (address) => {
    expect(addressRefusal(address)).toBeNull();
  });

  it('refuses what is not an IP address', () => {
    expect(addressRefusal('localhost')).toBe('not an IP address');
  });
});

describe('AllowList', () => {
  it('matches host and port, normalised as the URL parser does', () => {
    const allow = new AllowList(' 127.1:8092 , localhost:3000,[0:0::1]:9000 ');
    expect(allow.has('127.0.0.1', 8092)).toBe(true);
    expect(allow.has('127.0.0.1', 8093)).toBe(false);
    expect(allow.has('::ffff:127.0.0.1', 8092)).toBe(true);
    expect(allow.has('LOCALHOST', 3000)).toBe(true);
    expect(allow.has('[::1]', 9000)).toBe(true);
    expect(allow.has('::1', 9000)).toBe(true);
    expect(allow.has('10.0.0.1', 8092)).toBe(false);
  });

  it('accepts a list, and an empty setting allows nothing', () => {
    expect(new AllowList(['127.0.0.1:80']).has('127.0.0.1', 80)).toBe(true);
    expect(new AllowList(undefined).size).toBe(0);
    expect(new AllowList('').size).toBe(0);
  });

  it.each(['127.0.0.1', 'localhost', 'http://x:80', 'a@b:80', 'host:99999', ':80'])(
    'refuses the entry %s',
    (entry) => {
      expect(() => new AllowList(entry)).toThrow('is not host:port');
    },
  );
});
