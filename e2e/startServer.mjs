// Starts the production gateway for the e2e suite on a brand-new embedded database.
// Playwright's webServer runs this; the web build (`pnpm run build`) must already be done.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '8091';
const dataDir = process.env.E2E_DATA_DIR ?? '/tmp/switchyard-e2e-data';
const webDir = process.env.E2E_WEB_DIR ?? '/tmp/switchyard-e2e-web';

const webPackages = [
  'shell',
  ...readdirSync(root)
    .filter((d) => d.startsWith('mfe-') && existsSync(join(root, d, 'web', 'package.json')))
    .map((d) => join(d, 'web')),
];
for (const pkg of webPackages) {
  if (!existsSync(join(root, pkg, 'dist', pkg === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
    console.error(`[e2e] ${pkg}/dist is missing: run \`pnpm run build\` at the repository root first.`);
    process.exit(1);
  }
}

// Every run starts from the demo dataset: the tests change data.
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// The gateway serves a copy of the build, so a rebuild during the run cannot change the app under test.
rmSync(webDir, { recursive: true, force: true });
for (const pkg of webPackages) {
  cpSync(join(root, pkg, 'dist'), join(webDir, pkg, 'dist'), { recursive: true });
  cpSync(join(root, pkg, 'package.json'), join(webDir, pkg, 'package.json'));
}

const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  DATA_DIR: dataDir,
  SWITCHYARD_ROOT: webDir,
};
// The embedded database, in-process subgraphs and the built remotes, whatever the caller's shell has set.
for (const key of Object.keys(env)) {
  if (['DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL'].includes(key) || /^(SUBGRAPH|REMOTE)_.+_URL$/.test(key)) {
    delete env[key];
  }
}

// The sample partner service the demo service `daybook` points at; the guarded fetch may reach it.
const partnerPort = process.env.E2E_PARTNER_PORT ?? '8093';
const partner = spawn('node', ['--import', 'tsx', 'e2e/partner-service/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PARTNER_PORT: partnerPort, PARTNER_HOST: '127.0.0.1' },
  stdio: 'inherit',
});
env.PARTNER_SERVICE_URL = `http://127.0.0.1:${partnerPort}`;
env.SAFE_FETCH_ALLOW = `127.0.0.1:${partnerPort}`;

const child = spawn('pnpm', ['exec', 'tsx', 'gateway/src/main.ts'], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    partner.kill(signal);
    child.kill(signal);
  });
}
partner.on('exit', (code) => {
  if (code) console.error(`[e2e] the sample partner service stopped (${code})`);
});
child.on('exit', (code, signal) => {
  partner.kill('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});
