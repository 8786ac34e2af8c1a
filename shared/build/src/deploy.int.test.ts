/**
 * The deploy and schema commands against a real gateway: `node --import tsx gateway/src/main.ts` as
 * its own process (a quick-start server on the embedded database in a temporary DATA_DIR), with
 * deploy tokens staff create through the registry's API. The registry's own behaviour (PostgreSQL
 * included) is tested in gateway/src/remotes; here, what a domain team sees.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { deploy } from './deploy';
import { publishSchema } from './publishSchema';

jest.setTimeout(180_000);

const root = resolve(__dirname, '../../..');
const orgWeb = join(root, 'mfe-org/web');
const orgDist = join(orgWeb, 'dist');
const work = mkdtempSync(join(tmpdir(), 'deploy-int-'));
let gateway: ChildProcess;
let base: string;
let log = '';

const freePort = () =>
  new Promise<number>((ok) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
  });

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: join(work, 'data') };
  for (const k of Object.keys(env))
    if (/^(DATABASE_URL|REDIS_URL|GATEWAY_WORKERS|REMOTE_.*_URL)$/.test(k)) delete env[k];
  gateway = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], { cwd: root, env });
  gateway.stdout!.on('data', (c: Buffer) => (log += c));
  gateway.stderr!.on('data', (c: Buffer) => (log += c));
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (gateway.exitCode !== null) throw new Error(`the gateway exited:\n${log.slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`the gateway did not start:\n${log.slice(-3000)}`);
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
});

afterAll(async () => {
  if (gateway && gateway.exitCode === null) {
    const exited = new Promise((r) => gateway.once('exit', r));
    gateway.kill('SIGTERM');
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
});

/** Signs in as staff (stella) and returns a fetch for the registry's staff paths. */
async function asStaff() {
  const cookieOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => !c.endsWith('='))!;
  const first = await fetch(`${base}/session`, { headers: { accept: 'application/json' } });
  const { csrfToken } = (await first.json()) as { csrfToken: string };
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      cookie: cookieOf(first),
      'x-csrf-token': csrfToken,
    },
    body: JSON.stringify({ login: 'stella', password: 'switchyard' }),
  });
  expect(login.status).toBe(200);
  const cookie = cookieOf(login);
  const csrf = ((await login.json()) as { csrfToken: string }).csrfToken;
  return (method: string, path: string, body?: unknown) =>
    fetch(base + path, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        cookie,
        'x-csrf-token': csrf,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

async function createToken(remote: string) {
  const staff = await asStaff();
  const res = await staff('POST', '/registry/tokens', { remote, name: `deploy test ${remote}` });
  expect(res.status).toBe(201);
  return (await res.json()) as { token: string; info: { id: string } };
}

async function run(
  command: typeof deploy,
  argv: string[],
  token: string,
  cwd = orgWeb,
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await command({
    argv,
    cwd,
    env: { DEPLOY_URL: base, DEPLOY_TOKEN: token },
    print: (l) => out.push(l),
    printError: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A copy of the org build with `change` applied to it. */
function changedDist(name: string, change: (dir: string) => void): string {
  const dir = join(work, name);
  cpSync(orgDist, dir, { recursive: true });
  change(dir);
  return dir;
}
const oneByteMore = (dir: string) => {
  const chunk = readdirSync(dir).find((f) => /^\d+\.[0-9a-f]+\.js$/.test(f))!;
  appendFileSync(join(dir, chunk), '\n');
};

const servedVersion = async () => {
  const body = (await (await fetch(`${base}/remotes.json`)).json()) as {
    remotes: { name: string; version: string }[];
  };
  return body.remotes.find((r) => r.name === 'org')!.version;
};

it('publishes a build, canaries it, makes it live, and says so', async () => {
  const { token } = await createToken('org');
  const imported = await servedVersion();

  const again = await run(deploy, ['--dist', orgDist, '--publish-only'], token);
  expect(again).toMatchObject({ code: 0, err: '' });
  expect(again.out).toMatch(
    new RegExp(
      `^Published org ${imported} \\(\\d+ files, [\\d.]+ KB, already there\\) to ${base} in [\\d.]+ s$`,
      'm',
    ),
  );
  expect(again.out).toMatch(/Not served yet \(--publish-only\)/);

  const next = changedDist('next', oneByteMore);
  const canary = await run(deploy, ['--dist', next, '--canary', '20'], token);
  expect(canary).toMatchObject({ code: 0, err: '' });
  const version = /^Published org (\S+) /m.exec(canary.out)![1];
  expect(version).not.toBe(imported);
  expect(canary.out).toContain(`Live now: ${imported}`);
  expect(canary.out).toContain(`Canary: ${version} for 20 % of users`);
  expect(canary.out).toMatch(/^Took [\d.]+ s in all\.$/m);
  expect(await servedVersion()).toBe(imported);

  const live = await run(deploy, ['--dist', next], token);
  expect(live).toMatchObject({ code: 0, err: '' });
  expect(live.out).toMatch(new RegExp(`^Live now: ${version} \\(published .* by deploy test org\\)$`, 'm'));
  expect(live.out).not.toContain('Canary:');
  const deadline = Date.now() + 5_000;
  while ((await servedVersion()) !== version && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  expect(await servedVersion()).toBe(version);
});

it('prints every reason of a refusal, one a line, and exits 1', async () => {
  const { token } = await createToken('org');
  const bad = changedDist('old-react', (dir) => {
    const file = join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    for (const s of manifest.shared) if (s.name === 'react' || s.name === 'jotai') s.version = '1.0.0';
    writeFileSync(file, JSON.stringify(manifest));
  });
  const r = await run(deploy, ['--dist', bad], token);
  expect(r.code).toBe(1);
  const lines = r.err.split('\n');
  expect(lines[0]).toBe('The deploy was refused.');
  expect(lines.filter((l) => l.startsWith('  - react 1.0.0'))).toHaveLength(1);
  expect(lines.filter((l) => l.startsWith('  - jotai 1.0.0'))).toHaveLength(1);
});

it("refuses another remote's token and a revoked one, saying why", async () => {
  const review = await createToken('review');
  const other = await run(deploy, ['--dist', orgDist], review.token);
  expect(other.code).toBe(1);
  expect(other.err).toMatch(/\(403\)\nA token deploys only its own remote\.$/);

  const org = await createToken('org');
  const staff = await asStaff();
  expect((await staff('DELETE', `/registry/tokens/${org.info.id}`)).status).toBe(200);
  const revoked = await run(deploy, ['--dist', orgDist], org.token);
  expect(revoked.code).toBe(1);
  expect(revoked.err).toMatch(/unknown or revoked\. \(401\)\n.*\/admin\/remotes/);
});

it("publishes the subgraph's committed schema, and refuses one that removes a field a live remote uses", async () => {
  const { token } = await createToken('org');
  const orgSubgraph = join(root, 'mfe-org/subgraph');
  const accepted = await run(publishSchema, [], token, orgSubgraph);
  expect(accepted).toMatchObject({ code: 0, err: '' });
  expect(accepted.out).toMatch(
    /^Accepted: the org subgraph's schema \S+ \(mfe-org\/subgraph\/schema\.graphql\)/,
  );

  const sdl = readFileSync(join(orgSubgraph, 'schema.graphql'), 'utf8');
  const withoutTier = sdl.replace(/^\s+tier: .*$/m, '');
  expect(withoutTier).not.toBe(sdl);
  const file = join(work, 'org-without-tier.graphql');
  writeFileSync(file, withoutTier);
  const refused = await run(publishSchema, ['--schema', file], token, orgSubgraph);
  expect(refused.code).toBe(1);
  expect(refused.err.split('\n')[0]).toMatch(/refused/);
  expect(refused.err).toMatch(/^ {2}- .*tier/m);
});
