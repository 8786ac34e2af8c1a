import { RecentSessions } from './recentSessions';

const loaded = (userId: string) => ({ data: { userId, csrfToken: 't' }, viewer: null });

describe('RecentSessions', () => {
  it('answers from memory within the time-to-live, then forgets', () => {
    let now = 1000;
    const cache = new RecentSessions(2000, 10, () => now);
    cache.set('a', loaded('u1'));
    now += 1999;
    expect(cache.get('a')?.data?.userId).toBe('u1');
    now += 2;
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets a session at once when told (sign-out in this process)', () => {
    const cache = new RecentSessions();
    cache.set('a', loaded('u1'));
    cache.forget('a');
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds at most max entries, dropping the oldest', () => {
    const cache = new RecentSessions(60_000, 2);
    cache.set('a', loaded('u1'));
    cache.set('b', loaded('u2'));
    cache.set('c', loaded('u3'));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });
});
