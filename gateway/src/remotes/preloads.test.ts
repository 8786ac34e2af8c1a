import { versionOf } from '../testing/remoteVersions';
import { versionBase, versionPreloads } from './preloads';

const preloadsOf = (links: string[]) =>
  links.map((l) =>
    /<link rel="preload" as="(\w+)" href="([^"]+)"( crossorigin="anonymous")?>/.exec(l)!.slice(1, 4),
  );

describe("a version's preloads", () => {
  const v = versionOf('demo', '0.1.0-0123456789ab', {
    pages: [
      { pattern: '^/demo/things$', files: ['7.aaaaaaaaaa.js', 'page-things.bbbbbbbbbb.js'] },
      { pattern: '^/demo$', files: ['7.aaaaaaaaaa.js', '__federation_expose_app.0123456789.js'] },
    ],
  });

  it("names the manifest (fetched anonymously), entry, exposed module and the page's chunks under the version's path", () => {
    expect(preloadsOf(versionPreloads(v)('/demo/things/'))).toEqual([
      ['fetch', '/remotes/demo/0.1.0-0123456789ab/mf-manifest.json', ' crossorigin="anonymous"'],
      ['script', '/remotes/demo/0.1.0-0123456789ab/remoteEntry.js', undefined],
      ['script', '/remotes/demo/0.1.0-0123456789ab/__federation_expose_app.0123456789.js', undefined],
      ['style', '/remotes/demo/0.1.0-0123456789ab/__federation_expose_app.0123456789.css', undefined],
      ['script', '/remotes/demo/0.1.0-0123456789ab/7.aaaaaaaaaa.js', undefined],
      ['script', '/remotes/demo/0.1.0-0123456789ab/page-things.bbbbbbbbbb.js', undefined],
    ]);
    // A page's file the remote's first files already name is preloaded once.
    expect(
      preloadsOf(versionPreloads(v)('/demo'))
        .map((p) => p[1])
        .slice(4),
    ).toEqual(['/remotes/demo/0.1.0-0123456789ab/7.aaaaaaaaaa.js']);
    // A path no page pattern matches: the remote's first files only.
    expect(versionPreloads(v)('/demo/other')).toHaveLength(4);
  });

  it("uses the version's base URL (a CDN) when it has one", () => {
    const cdn = { ...v, baseUrl: 'https://cdn.example.com/remotes/demo/0.1.0-0123456789ab' };
    expect(versionBase(cdn)).toBe('https://cdn.example.com/remotes/demo/0.1.0-0123456789ab/');
    expect(preloadsOf(versionPreloads(cdn)('/demo'))[1][1]).toBe(
      'https://cdn.example.com/remotes/demo/0.1.0-0123456789ab/remoteEntry.js',
    );
  });

  it('never lets a name in a manifest out of its attribute, and skips a page pattern that is no regular expression', () => {
    const hostile = versionOf('demo', '0.1.0-0123456789ab', {
      pages: [
        { pattern: '(', files: ['x.js'] },
        { pattern: '^/demo$', files: ['"><script>alert(1)</script>.js'] },
      ],
    });
    const html = versionPreloads(hostile)('/demo').join('');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#34;&#62;&#60;script&#62;');
  });
});
