import { setSession } from '@switchyard/client';
import { reportLoadFailure } from './reportLoadFailure';

describe('reportLoadFailure', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => void (globalThis.fetch = realFetch));

  it('posts the remote and version with the session CSRF token', async () => {
    setSession({ viewer: null, csrfToken: 'csrf-123' });
    const calls: [string, RequestInit][] = [];
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return new Response(null, { status: 204 });
    }) as typeof fetch;
    await reportLoadFailure({ remote: 'org', version: '0.2.0-3f2a9c1b7d4e' });
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0];
    expect(url).toBe('/remote-load-failures');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    const headers = new Headers(init.headers);
    expect(headers.get('X-CSRF-Token')).toBe('csrf-123');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ remote: 'org', version: '0.2.0-3f2a9c1b7d4e' });
  });

  it('rejects with the server error when the report is refused', async () => {
    globalThis.fetch = (async () =>
      new Response(JSON.stringify({ error: 'Sign in first.' }), { status: 401 })) as typeof fetch;
    await expect(reportLoadFailure({ remote: 'org', version: 'x' })).rejects.toThrow('Sign in first.');
  });
});
