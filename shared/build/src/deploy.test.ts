/**
 * The deploy command's own parts: its arguments, the files it sends, what it prints for each kind of
 * refusal, and the ways it stops before anything is sent. deploy.int.test.ts runs it against a gateway.
 */
import { createServer } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { collectDistFiles, deploy, failureLines, parseDeployArgs, publishBody, UsageError } from './deploy';

const orgWeb = resolve(__dirname, '../../../mfe-org/web');

describe('parseDeployArgs', () => {
  it('builds and makes live by default', () => {
    expect(parseDeployArgs([])).toEqual({ dist: null, canary: null, publishOnly: false });
  });

  it('reads each flag, with its value after a space or an =, and skips the -- pnpm passes on', () => {
    expect(parseDeployArgs(['--', '--canary', '25', '--dist', '/tmp/x'])).toEqual({
      dist: '/tmp/x',
      canary: 25,
      publishOnly: false,
    });
    expect(parseDeployArgs(['--canary=5', '--dist=out'])).toEqual({
      dist: 'out',
      canary: 5,
      publishOnly: false,
    });
    expect(parseDeployArgs(['--publish-only'])).toEqual({ dist: null, canary: null, publishOnly: true });
  });

  it.each([
    [['--canary', '0'], /1 to 99, not "0"/],
    [['--canary', '100'], /1 to 99/],
    [['--canary', '12.5'], /whole percent/],
    [['--canary'], /--canary needs a value/],
    [['--dist'], /--dist needs a value/],
    [['--canary', '10', '--publish-only'], /exclude each other/],
    [['--prod'], /Unknown argument "--prod"/],
    [['live'], /Unknown argument "live"/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseDeployArgs(argv)).toThrow(UsageError);
    expect(() => parseDeployArgs(argv)).toThrow(message);
  });
});

describe('collectDistFiles', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'deploy-dist-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('takes the raw files, nested ones by a / path, sorted, without the .br and .gz copies', () => {
    writeFileSync(join(dir, 'remoteEntry.js'), 'entry');
    writeFileSync(join(dir, 'remoteEntry.js.br'), 'x');
    writeFileSync(join(dir, 'remoteEntry.js.gz'), 'x');
    writeFileSync(join(dir, '12.abc.js.LICENSE.txt'), 'MIT');
    mkdirSync(join(dir, 'assets', 'img'), { recursive: true });
    writeFileSync(join(dir, 'assets', 'img', 'logo.svg'), '<svg/>');
    writeFileSync(join(dir, 'assets', 'img', 'logo.svg.gz'), 'x');
    const files = collectDistFiles(dir);
    expect([...files.keys()]).toEqual(['12.abc.js.LICENSE.txt', 'assets/img/logo.svg', 'remoteEntry.js']);
    expect(files.get('assets/img/logo.svg')!.toString()).toBe('<svg/>');
  });

  it('sends each file base64, byte for byte', () => {
    const binary = Buffer.from([0, 255, 10, 13, 128]);
    writeFileSync(join(dir, 'a.bin'), binary);
    const body = publishBody(collectDistFiles(dir));
    expect(Buffer.from(body.files['a.bin'], 'base64').equals(binary)).toBe(true);
  });
});

describe('failureLines', () => {
  it("prints a gate's reasons one a line", () => {
    expect(
      failureLines(
        422,
        {
          error: 'The deploy was refused.',
          reasons: [
            "react 18.3.1 does not satisfy the shell's ^19.2.0",
            'operation OrgTeam: Cannot query field "foo"',
          ],
        },
        'The deploy',
      ),
    ).toEqual([
      'The deploy was refused.',
      "  - react 18.3.1 does not satisfy the shell's ^19.2.0",
      '  - operation OrgTeam: Cannot query field "foo"',
    ]);
  });

  it('prints bad input by attribute', () => {
    expect(
      failureLines(422, { errors: [{ attribute: 'percent', message: 'must be 1 to 99' }] }, 'The canary'),
    ).toEqual(['The canary was refused:', '  - percent: must be 1 to 99']);
  });

  it('says where a token comes from when it is refused, and what a token may deploy', () => {
    expect(failureLines(401, { error: 'The deploy token is unknown or revoked.' }, 'The deploy')).toEqual([
      'The deploy token is unknown or revoked. (401)',
      'Staff create a deploy token for this remote on the registry page, /admin/remotes.',
    ]);
    expect(failureLines(403, { error: 'This token deploys review.' }, 'The deploy')).toEqual([
      'This token deploys review. (403)',
      'A token deploys only its own remote.',
    ]);
  });

  it('names the size setting for a build too big, and shows any other answer as it came', () => {
    expect(failureLines(413, 'Payload Too Large', 'The deploy')[0]).toMatch(
      /REMOTES_DEPLOY_MAX_BYTES.*\(413\)$/,
    );
    expect(failureLines(413, { error: 'A deploy is at most 1024 bytes of files.' }, 'The deploy')).toEqual([
      'A deploy is at most 1024 bytes of files. (413)',
    ]);
    expect(failureLines(502, '<html>Bad Gateway</html>', 'The deploy')).toEqual([
      'The deploy failed: the gateway answered 502: <html>Bad Gateway</html>',
    ]);
  });
});

describe('deploy, stopping before anything is sent', () => {
  const run = (argv: string[], env: NodeJS.ProcessEnv, cwd = orgWeb) => {
    const out: string[] = [];
    const err: string[] = [];
    return deploy({ argv, env, cwd, print: (l) => out.push(l), printError: (l) => err.push(l) }).then(
      (code) => ({ code, out, err: err.join('\n') }),
    );
  };

  it('exits 2 without a token, saying where staff create one', async () => {
    const r = await run(['--dist', 'dist'], {});
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/DEPLOY_TOKEN is not set\. .*\/admin\/remotes/);
  });

  it('exits 2 outside a web remote and on a wrong flag', async () => {
    const outside = await run([], { DEPLOY_TOKEN: 'sydt_x' }, resolve(orgWeb, '../subgraph'));
    expect(outside.code).toBe(2);
    expect(outside.err).toMatch(/not a web remote's package/);
    const flag = await run(['--canary', 'half'], { DEPLOY_TOKEN: 'sydt_x' });
    expect(flag.code).toBe(2);
    expect(flag.err).toMatch(/whole percent/);
  });

  it('exits 2 when --dist names no build', async () => {
    const r = await run(['--dist', '/nonexistent/dist'], { DEPLOY_TOKEN: 'sydt_x' });
    expect(r.code).toBe(2);
    expect(r.err).toBe('No build at /nonexistent/dist.');
  });

  it('exits 1 with the address when the gateway cannot be reached', async () => {
    // A port nothing listens on: taken from the kernel, then closed.
    const port = await new Promise<number>((ok) => {
      const srv = createServer().listen(0, '127.0.0.1', () => {
        const p = (srv.address() as { port: number }).port;
        srv.close(() => ok(p));
      });
    });
    const dist = mkdtempSync(join(tmpdir(), 'deploy-dist-'));
    try {
      writeFileSync(join(dist, 'mf-manifest.json'), '{}');
      const r = await run(['--dist', dist], {
        DEPLOY_TOKEN: 'sydt_x',
        DEPLOY_URL: `http://127.0.0.1:${port}/`,
      });
      expect(r.code).toBe(1);
      expect(r.err).toBe(
        `Could not reach the gateway at http://127.0.0.1:${port} (ECONNREFUSED). Is DEPLOY_URL right, and is it running?`,
      );
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
