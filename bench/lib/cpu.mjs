// CPU time, which a busy machine inflates far less than wall time: it does not count the time spent waiting for
// a core. Linux /proc; null elsewhere.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
  } catch {
    return null;
  }
}

/** CPU ms used so far by the processes descending from `rootPid` (not counting it), or null without /proc. */
export function descendantsCpuMs(rootPid) {
  let pids;
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number);
  } catch {
    return null;
  }
  const stats = new Map(pids.map((pid) => [pid, stat(pid)]).filter(([, s]) => s));
  const children = new Map();
  for (const [pid, s] of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), pid]);
  let total = 0;
  const queue = [...(children.get(rootPid) ?? [])];
  while (queue.length > 0) {
    const pid = queue.pop();
    total += stats.get(pid).ms;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** CPU ms of this process (all its threads) so far. */
export function ownCpuMs() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/**
 * CPU ms used so far by this process's main thread only (/proc/self/task/<pid>: the main thread's id is the pid),
 * or null without /proc. A server in the main thread and its load in a worker thread are then measured apart.
 * Threads V8 and libuv start (concurrent GC, the thread pool) are not counted.
 */
export function mainThreadCpuMs() {
  return stat(`self/task/${process.pid}`)?.ms ?? null;
}
