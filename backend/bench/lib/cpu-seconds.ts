import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** The kernel's clock ticks a second, which /proc counts CPU time in. */
let ticksPerSecond: number | null = null;
function clockTicks(): number {
  ticksPerSecond ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
  return ticksPerSecond;
}

/** A /proc/PID/stat line's fields after the command name (which may hold spaces): [2] is the parent. */
function statFields(pid: string | number): string[] | null {
  try {
    const line = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return line.slice(line.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // gone since it was listed
  }
}

/**
 * The CPU time (user + system, seconds) a process, its children still running and the children it
 * has waited for have spent: a PostgreSQL server's, whose postmaster waits for every backend a
 * connection had. Linux only: null elsewhere. The difference of two readings is what happened
 * between them, backends that came and went included.
 */
export function processTreeCpuSeconds(pid: number): number | null {
  const own = statFields(pid);
  if (!own) return null;
  // utime, stime, cutime and cstime: stat's fields 14-17, here 11-14 (counted from the state, 0).
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = statFields(entry);
    if (child && Number(child[1]) === pid) ticks += Number(child[11]) + Number(child[12]);
  }
  return ticks / clockTicks();
}
