import { readdirSync, readFileSync } from 'node:fs';

/** proc(5): a process's parent, and its user and system time in clock ticks (every thread). */
function statOf(pid: number): { ppid: number; ticks: number } | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name, in parentheses, may hold spaces: the fields after it start at "state".
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

/**
 * The CPU time a process and every process under it have used so far, in ms (user + system, every
 * thread: a router's garbage collector threads count too, a gateway's workers, what pnpm started).
 * Null where there is no /proc (Linux only). Ticks are USER_HZ, 100 a second on Linux.
 */
export function cpuMsOfTree(pid: number): number | null {
  if (!statOf(pid)) return null;
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = statOf(Number(entry));
    if (!s) continue;
    ticks.set(Number(entry), s.ticks);
    const siblings = children.get(s.ppid);
    if (siblings) siblings.push(Number(entry));
    else children.set(s.ppid, [Number(entry)]);
  }
  let total = 0;
  for (const todo = [pid]; todo.length;) {
    const p = todo.pop()!;
    total += ticks.get(p) ?? 0;
    todo.push(...(children.get(p) ?? []));
  }
  return total * 10;
}
