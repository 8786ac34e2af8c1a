import {
  formatRedirectUris,
  invalidRedirectUri,
  parseRedirectUris,
  REDIRECT_URIS_MAX,
  TOO_MANY_REDIRECT_URIS,
} from './redirectUris';

describe('parseRedirectUris', () => {
  it('takes one per line, or separated by spaces or commas, and drops blank lines', () => {
    expect(
      parseRedirectUris(
        'https://a.example/cb\n\n  myapp://oauth , https://b.example/x?y=1\thttps://c.example\n',
      ),
    ).toEqual({
      uris: ['https://a.example/cb', 'myapp://oauth', 'https://b.example/x?y=1', 'https://c.example'],
    });
    expect(parseRedirectUris('   \n\n')).toEqual({ uris: [] });
  });

  it('names the first entry that is not an address, and keeps nothing', () => {
    expect(parseRedirectUris('https://ok.example\nnot-a-url\nftp:/x')).toEqual({
      error: 'The URL “not-a-url” is invalid',
    });
    expect(parseRedirectUris('https://')).toEqual({ error: invalidRedirectUri('https://') });
    expect(parseRedirectUris('//host.example')).toEqual({ error: invalidRedirectUri('//host.example') });
    expect(parseRedirectUris(`https://x.example/${'a'.repeat(2000)}`).error).toMatch(/is invalid/);
  });

  it('keeps each address once and at most the cap', () => {
    expect(parseRedirectUris('https://a.example https://a.example')).toEqual({ uris: ['https://a.example'] });
    const many = Array.from({ length: REDIRECT_URIS_MAX + 1 }, (_, i) => `https://h${i}.example`).join('\n');
    expect(parseRedirectUris(many)).toEqual({ error: TOO_MANY_REDIRECT_URIS });
  });

  it('shows a saved list one per line, which parses back to itself', () => {
    const uris = ['https://a.example/cb', 'myapp://oauth'];
    expect(parseRedirectUris(formatRedirectUris(uris))).toEqual({ uris });
  });
});
