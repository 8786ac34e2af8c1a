import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASE_URL } from './demo';

const root = join(__dirname, '..', '..');

/**
 * A new build of a remote that differs from the checkout's in one visible text: a copy of its dist
 * with `from` replaced by `to` in the JS (the compressed copies dropped: the platform makes its own).
 * What a domain team's rebuild after changing a string would upload.
 */
export function changedBuild(remote: string, from: string, to: string): string {
  const dist = join(root, `mfe-${remote}`, 'web', 'dist');
  const dir = mkdtempSync(join(tmpdir(), `sy-${remote}-build-`));
  cpSync(dist, dir, { recursive: true });
  let changed = 0;
  for (const file of readdirSync(dir)) {
    if (/\.(br|gz)$/.test(file)) {
      rmSync(join(dir, file));
      continue;
    }
    if (!file.endsWith('.js')) continue;
    const text = readFileSync(join(dir, file), 'utf8');
    if (!text.includes(from)) continue;
    writeFileSync(join(dir, file), text.split(from).join(to));
    changed++;
  }
  if (!changed) throw new Error(`no file of ${remote}'s build contains ${from}`);
  return dir;
}

/** A build whose exposed module throws as it loads: what a broken canary looks like in a browser. */
export function brokenBuild(remote: string): string {
  const dir = changedBuild(remote, 'children:"Outbox"', 'children:"Outbox (broken)"');
  const expose = readdirSync(dir).find((f) => f.startsWith('__federation_expose_app') && f.endsWith('.js'))!;
  const text = readFileSync(join(dir, expose), 'utf8');
  writeFileSync(join(dir, expose), `throw new Error("a broken canary");\n${text}`);
  return dir;
}

export interface DeployResult {
  code: number;
  output: string;
}

/** The domain team's command, run as they would in the remote's folder, against this worker's platform. */
export function deploy(remote: string, token: string, args: string[]): Promise<DeployResult> {
  return new Promise((resolve) => {
    const child = spawn('node', ['--import', 'tsx', '../../shared/build/src/deploy.ts', ...args], {
      cwd: join(root, `mfe-${remote}`, 'web'),
      env: { ...process.env, DEPLOY_URL: BASE_URL, DEPLOY_TOKEN: token },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Whether a user is in a remote's canary share: the registry's rule (gateway/src/remotes/README.md). */
export function inCanary(userId: string, remote: string, percent: number): boolean {
  const hash = createHash('sha256').update(`${userId}:${remote}`).digest();
  return hash.readUInt32BE(0) % 100 < percent;
}
