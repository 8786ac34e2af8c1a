import { discardCanary } from './discardCanary';

describe('discardCanary', () => {
  afterEach(() => {
    document.head.replaceChildren();
    delete (globalThis as Record<string, unknown>).webpackChunkorg;
    delete (globalThis as Record<string, unknown>).webpackChunkreview;
  });

  const stylesheet = (href: string) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.appendChild(link);
  };

  it("forgets the canary's loaded chunks and removes its stylesheets, nothing else", () => {
    const scope = globalThis as Record<string, unknown>;
    scope.webpackChunkorg = [[[68], {}]];
    scope.webpackChunkreview = [[[12], {}]];
    stylesheet('/remotes/org/0.2.0-b/app.1234567890.css');
    stylesheet('/remotes/org/0.1.0-a/app.1234567890.css');
    stylesheet('/assets/441.7ab9819675.css');

    discardCanary('org', '/remotes/org/0.2.0-b/mf-manifest.json');

    expect(scope.webpackChunkorg).toBeUndefined();
    expect(scope.webpackChunkreview).toEqual([[[12], {}]]);
    expect([...document.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual([
      '/remotes/org/0.1.0-a/app.1234567890.css',
      '/assets/441.7ab9819675.css',
    ]);
  });

  it('understands an absolute entry (a CDN in front of the store)', () => {
    stylesheet('https://cdn.example.com/org/0.2.0-b/app.css');
    stylesheet('https://cdn.example.com/org/0.1.0-a/app.css');
    discardCanary('org', 'https://cdn.example.com/org/0.2.0-b/mf-manifest.json');
    expect(document.querySelectorAll('link')).toHaveLength(1);
  });
});
