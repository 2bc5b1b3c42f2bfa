import { readdirSync, readFileSync } from 'node:fs';

// /proc/<pid>/stat counts CPU time in clock ticks, 100 per second on Linux.
const TICK_MS = 10;

/** User + system CPU milliseconds a process has used so far (Linux /proc), or NaN when unreadable. */
export function procCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields after the name: state is [0], utime [11], stime [12].
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return NaN;
  }
}

/** CPU milliseconds of a process and of its children still running (the postmaster and its backends). */
function treeCpuMs(pid: number): number {
  let total = procCpuMs(pid);
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (ppid === pid) total += procCpuMs(Number(entry));
      } catch {
        // gone meanwhile
      }
    }
  } catch {
    return NaN;
  }
  return total;
}

/** CPU used by the bench's own process, the server and PostgreSQL. */
export interface CpuSample {
  client: number;
  server: number;
  postgres: number;
}

/**
 * Samples CPU milliseconds of this process, the server process and PostgreSQL (postmaster and backends). Backends that
 * exited between two samples are not counted (the pools keep theirs open during a run).
 */
export function sampleCpu(serverPid: number | undefined, postmasterPid: number | undefined): CpuSample {
  const own = process.cpuUsage();
  return {
    client: (own.user + own.system) / 1000,
    server: serverPid ? procCpuMs(serverPid) : NaN,
    postgres: postmasterPid ? treeCpuMs(postmasterPid) : NaN,
  };
}

/** CPU milliseconds per operation between two samples, as one line. */
export function cpuPerOp(before: CpuSample, after: CpuSample, ops: number, withServer: boolean): string {
  // A backend that exited between the samples (the pool's idle time-out) takes its time with it: no figure then.
  const per = (k: keyof CpuSample) => (after[k] >= before[k] ? ((after[k] - before[k]) / Math.max(ops, 1)).toFixed(3) : 'n/a');
  if (!withServer) return `CPU ms per op: bench process ${per('client')}`;
  return `CPU ms per op: client ${per('client')}, server ${per('server')}, PostgreSQL ${per('postgres')}`;
}
