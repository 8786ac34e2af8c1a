import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpuMsOfTree } from './cpuTime';

const onLinux = existsSync('/proc/self/stat');

(onLinux ? describe : describe.skip)('cpuMsOfTree', () => {
  it('counts the CPU a process and its children used, and nothing for a process that is gone', async () => {
    // A parent that idles while its child spins (for at most 5 s); both in a group of their own.
    const spin = 'const end = Date.now() + 5000; while (Date.now() < end);';
    const parent = spawn(
      process.execPath,
      [
        '-e',
        `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(spin)}]); setTimeout(() => {}, 5000); console.log('started');`,
      ],
      { detached: true },
    );
    await new Promise((resolve) => parent.stdout.once('data', resolve));
    const before = cpuMsOfTree(parent.pid!)!;
    await new Promise((resolve) => setTimeout(resolve, 600));
    const used = cpuMsOfTree(parent.pid!)! - before;
    process.kill(-parent.pid!, 'SIGKILL');
    await new Promise((resolve) => parent.once('exit', resolve));
    // The child's spinning, counted under its idle parent (ticks of 10 ms). A loaded machine gives
    // the spinner a small share of a core; the idle parent alone would count about nothing.
    expect(used).toBeGreaterThanOrEqual(50);
    expect(cpuMsOfTree(parent.pid!)).toBeNull();
  });

  it('is null for a pid that does not exist', () => {
    expect(cpuMsOfTree(2 ** 22 + 1)).toBeNull();
  });
});
