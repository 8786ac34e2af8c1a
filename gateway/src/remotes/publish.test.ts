import { createHash } from 'node:crypto';
import { checkBundle, namedFiles, pathProblem, versionOf } from './publish';
import { distFiles, orgVariant } from './registry.testing';

const problemsOf = (files: Map<string, Buffer>, remote = 'org') => {
  try {
    checkBundle(remote, files);
    return [];
  } catch (err) {
    return (err as { errors: { attribute: string; message: string }[] }).errors.map((e) => e.message);
  }
};

it('accepts a real build, naming its version after the build version and its content', () => {
  const bundle = checkBundle('org', distFiles('org'));
  expect(bundle.version).toMatch(/^0\.1\.0-[0-9a-f]{12}$/);
  expect(bundle.built.routes).toEqual(['/organizations', '/invitations', '/outbox']);
  expect(bundle.operations).toContain('query');
  // The same files in another order are the same version; one changed byte is another.
  const reversed = new Map([...distFiles('org')].reverse());
  expect(checkBundle('org', reversed).version).toBe(bundle.version);
  expect(checkBundle('org', orgVariant(1)).version).not.toBe(bundle.version);
});

it('leaves uploaded .br and .gz out: the platform makes its own', () => {
  const files = distFiles('org');
  const plain = checkBundle('org', files).version;
  files.set('remoteEntry.js.br', Buffer.from('whatever'));
  files.set('remoteEntry.js.gz', Buffer.from('whatever'));
  expect(checkBundle('org', files).version).toBe(plain);
  expect(checkBundle('org', files).files.has('remoteEntry.js.br')).toBe(false);
});

it('computes the hash over sorted (path, sha256) pairs', () => {
  const files = new Map([
    ['b.js', Buffer.from('b')],
    ['a.js', Buffer.from('a')],
  ]);
  // printf 'a.js\nca978112…\nb.js\n3e23e816…\n' | sha256sum
  expect(versionOf('1.2.3', files)).toBe(
    `1.2.3-${createHash('sha256')
      .update(
        'a.js\nca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb\n' +
          'b.js\n3e23e8160039594a33894f6564e1b1348bbd7a0088d42c4acb73eeaed59c009d\n',
      )
      .digest('hex')
      .slice(0, 12)}`,
  );
});

it.each([
  ['../etc/passwd', 'a path with . or .. in it'],
  ['/etc/passwd', 'an absolute path'],
  ['a/./b.js', 'a path with . or .. in it'],
  ['a b.js', 'a path with characters other than letters, digits, ".", "_", "-" and "/"'],
  ['a\\b.js', 'a path with characters other than letters, digits, ".", "_", "-" and "/"'],
  ['a\u0000.js', 'a path with characters other than letters, digits, ".", "_", "-" and "/"'],
  ['a//b.js', 'a path with characters other than letters, digits, ".", "_", "-" and "/"'],
  ['', 'an empty path'],
  ['x'.repeat(201), 'a path longer than 200 characters'],
])('refuses the path %j', (path, problem) => {
  expect(pathProblem(path)).toBe(problem);
  const files = distFiles('org');
  files.set(path, Buffer.from('x'));
  expect(problemsOf(files)).toEqual([expect.stringContaining(`is ${problem}.`)]);
});

it('refuses a bundle without the files it needs, naming each', () => {
  const files = distFiles('org');
  files.delete('switchyard.json');
  expect(problemsOf(files)).toEqual(['switchyard.json is missing.']);
  const noEntry = distFiles('org');
  noEntry.delete('remoteEntry.js');
  expect(problemsOf(noEntry)).toEqual([
    '"remoteEntry.js" is missing (mf-manifest.json or switchyard.json names it).',
  ]);
  const manifest = JSON.parse(distFiles('org').get('mf-manifest.json')!.toString());
  const noChunk = distFiles('org');
  noChunk.delete(manifest.exposes[0].assets.js.sync[0]);
  expect(problemsOf(noChunk)).toEqual([expect.stringMatching(/^".+\.js" is missing/)]);
});

it("refuses another remote's build, bad JSON, and too many files", () => {
  expect(problemsOf(distFiles('org'), 'review')).toEqual([
    'switchyard.json is the build of "org", not of review.',
  ]);
  const bad = distFiles('org');
  bad.set('mf-manifest.json', Buffer.from('{not json'));
  expect(problemsOf(bad)).toEqual(['mf-manifest.json is not valid JSON.']);
  const notUtf8 = distFiles('org');
  notUtf8.set('switchyard.json', Buffer.from([0xff, 0xfe]));
  expect(problemsOf(notUtf8)).toEqual(['switchyard.json is not valid UTF-8.']);
  const noVersion = distFiles('org');
  const m = JSON.parse(noVersion.get('mf-manifest.json')!.toString());
  m.metaData.buildInfo.buildVersion = '1.0.0+../x';
  noVersion.set('mf-manifest.json', Buffer.from(JSON.stringify(m)));
  expect(problemsOf(noVersion)).toEqual([expect.stringContaining('is not a version')]);
  const many = distFiles('org');
  for (let i = 0; i < 500; i++) many.set(`extra-${i}.txt`, Buffer.from('x'));
  expect(problemsOf(many)).toEqual([
    expect.stringMatching(/^A version has at most 500 files; this one has \d+\.$/),
  ]);
});

it('lists every file the manifest and switchyard.json name', () => {
  const bundle = checkBundle('org', distFiles('org'));
  const named = namedFiles(bundle.manifest, bundle.built);
  expect(named).toContain('remoteEntry.js');
  expect(named.every((f) => bundle.files.has(f))).toBe(true);
});
