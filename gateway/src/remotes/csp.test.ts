import express from 'express';
import { listen } from '../testing/testClient';
import { versionOf } from '../testing/remoteVersions';
import { contentSecurityPolicy, remoteOrigins } from './csp';
import type { Release } from './types';

const release = (remote: string, liveBase: string | null, canaryBase?: string | null): Release => ({
  remote,
  live: versionOf(remote, '0.1.0-aaaaaaaaaaaa', { baseUrl: liveBase }),
  canary:
    canaryBase === undefined
      ? null
      : { version: versionOf(remote, '0.1.1-bbbbbbbbbbbb', { baseUrl: canaryBase }), percent: 10 },
});

describe('the origins the remotes load from', () => {
  it("are exactly the live and canary versions' CDN origins and the REMOTE_<NAME>_URL ones, each once", () => {
    expect(
      remoteOrigins(
        [
          release(
            'org',
            'https://cdn.example.com/remotes/org/0.1.0-aaaaaaaaaaaa/',
            'https://canary.example.net:8443/org/',
          ),
          release('outbox', null, null),
          release('composer', 'https://cdn.example.com/remotes/composer/x/'),
        ],
        { review: 'https://review.example.org/mf-manifest.json' },
      ),
    ).toEqual(['https://canary.example.net:8443', 'https://cdn.example.com', 'https://review.example.org']);
    expect(remoteOrigins([release('org', null)], {})).toEqual([]);
  });

  it('leave out the versions of a remote pinned to a URL (the registry does not serve it)', () => {
    expect(
      remoteOrigins([release('org', 'https://cdn.example.com/org/')], {
        org: 'https://pinned.example/org/mf-manifest.json',
      }),
    ).toEqual(['https://pinned.example']);
  });
});

describe('the Content-Security-Policy', () => {
  let origins: string[] = [];
  let base = '';
  let close = () => undefined as void;
  beforeAll(async () => {
    const app = express();
    app.use(contentSecurityPolicy(() => origins, { https: false }));
    app.get('/', (_req, res) => res.send('ok'));
    const s = await listen(app);
    base = s.base;
    close = () => s.server.close();
  });
  afterAll(() => close());

  const directives = async () => {
    const header = (await fetch(base)).headers.get('content-security-policy')!;
    return Object.fromEntries(
      header.split(';').map((d) => {
        const [name, ...values] = d.trim().split(' ');
        return [name, values.join(' ')];
      }),
    );
  };

  it("allows scripts, styles and fetches from 'self' and exactly the remotes' origins of the moment", async () => {
    expect(await directives()).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'connect-src': "'self'",
      'frame-ancestors': "'none'",
    });
    origins = ['https://a.example', 'https://cdn.example.com'];
    expect(await directives()).toMatchObject({
      'script-src': "'self' https://a.example https://cdn.example.com",
      'style-src': "'self' 'unsafe-inline' https://a.example https://cdn.example.com",
      'connect-src': "'self' https://a.example https://cdn.example.com",
    });
    origins = [];
    expect((await directives())['script-src']).toBe("'self'");
  });
});
