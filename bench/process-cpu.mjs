// CPU time read from /proc (Linux): a process with all its descendants, and the whole machine, so a bench
// can print how much CPU each request cost the server and how busy the machine was while it ran.
import { readdirSync, readFileSync } from 'node:fs';

/** Kernel clock ticks per second for /proc's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // the process ended between listing and reading
  }
}

/** CPU seconds used so far by `root` and every process below it. */
export function treeCpuSeconds(root) {
  const all = new Map();
  for (const name of readdirSync('/proc')) {
    if (/^\d+$/.test(name)) {
      const found = stat(name);
      if (found) all.set(Number(name), found);
    }
  }
  let ticks = 0;
  const inTree = (pid) => {
    for (let at = pid; at > 1; at = all.get(at)?.ppid ?? 0) if (at === root) return true;
    return false;
  };
  for (const [pid, { ticks: used }] of all) if (inTree(pid)) ticks += used;
  return ticks / TICKS;
}

/** Busy and total jiffies of all CPUs so far; `busyShare(before, after)` is the share busy between. */
export function machineTicks() {
  const values = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  return { total, idle: values[3] + values[4] };
}

export function busyShare(before, after) {
  return 1 - (after.idle - before.idle) / (after.total - before.total);
}
