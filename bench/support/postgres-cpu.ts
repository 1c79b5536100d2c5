import { backendPids } from '../../apps/server/src/platform/db/postgres-admin';
import { cpuMs } from './processes';

/** The CPU time so far of each PostgreSQL backend connected to `url`'s database, by pid (PostgreSQL runs on this machine). */
export async function backendsCpu(url: string): Promise<Map<number, number>> {
  const pids = await backendPids(url);
  const cpu = new Map<number, number>();
  for (const pid of pids) {
    try {
      cpu.set(pid, cpuMs(pid));
    } catch {
      // Ended meanwhile.
    }
  }
  return cpu;
}

/**
 * The CPU the backends serving the database spent between two readings: a backend new since the first counts whole.
 * Not counted: backends that ended in between, and PostgreSQL's shared processes (WAL writer, checkpointer).
 */
export function backendsCpuBetween(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
