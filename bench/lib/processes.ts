import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';

/** Ports others on this machine use: never ours. */
const reserved = new Set([8080, 8091]);

/** A free TCP port on the loopback interface (the kernel's choice, never 8080 or 8091). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const port = await new Promise<number>((resolve, reject) => {
      const srv = createServer();
      srv.unref();
      srv.on('error', reject);
      srv.listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as AddressInfo;
        srv.close(() => resolve(port));
      });
    });
    if (!reserved.has(port)) return port;
  }
  throw new Error('no free port found');
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface Child {
  name: string;
  proc: ChildProcess;
  logFile: string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

const running = new Set<Child>();

/**
 * Spawns a command in its own process group (so it and the processes it starts can be stopped
 * together), its output written to logFile (replaced).
 */
export function startChild(
  name: string,
  cmd: string,
  args: string[],
  opts: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): Child {
  const fd = openSync(opts.logFile, 'w');
  const proc = spawn(cmd, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', fd, fd], detached: true });
  closeSync(fd);
  const exited = new Promise<number | null>((resolve) => {
    proc.once('exit', (code) => resolve(code));
    proc.once('error', () => resolve(-1));
  });
  const child = { name, proc, logFile: opts.logFile, exited };
  running.add(child);
  return child;
}

function groupAlive(pid: number) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

/** SIGTERM to the child's process group, then SIGKILL if anything in it is still there after timeoutMs. */
export async function stopChild(child: Child, timeoutMs = 8000) {
  const pid = child.proc.pid;
  running.delete(child);
  if (!pid) return;
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + timeoutMs;
  while (groupAlive(pid) && Date.now() < deadline) await sleep(50);
  if (groupAlive(pid)) {
    signalGroup(pid, 'SIGKILL');
    const hard = Date.now() + 3000;
    while (groupAlive(pid) && Date.now() < hard) await sleep(50);
  }
}

/** Last resort on exit or Ctrl-C: kill every process group this run started and has not stopped. */
export function killAllChildrenNow() {
  for (const child of running) if (child.proc.pid) signalGroup(child.proc.pid, 'SIGKILL');
  running.clear();
}

export function logTail(child: Child, lines = 30) {
  try {
    return readFileSync(child.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Polls url until it answers 200; returns the milliseconds from `since` (performance.now()) to
 * that answer. Fails when the child exits first or timeoutMs passes.
 */
export async function waitFor200(
  url: string,
  child: Child,
  since: number,
  timeoutMs = 120_000,
): Promise<number> {
  let exitCode: number | null | undefined;
  void child.exited.then((code) => (exitCode = code));
  const deadline = since + timeoutMs;
  while (performance.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(`${child.name} exited (code ${exitCode}) before ${url} answered:\n${logTail(child)}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - since;
    } catch {
      /* not listening yet */
    }
    await sleep(20);
  }
  throw new Error(
    `${child.name}: ${url} did not answer 200 within ${timeoutMs / 1000} s:\n${logTail(child)}`,
  );
}
