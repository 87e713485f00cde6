import { readFileSync } from 'node:fs';

/** Busy CPU time of the whole machine so far, in ms (Linux's /proc/stat; 0 elsewhere). */
export function machineBusyMs(): number {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: all but idle and iowait are busy.
    const busy = fields.slice(0, 8).reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0);
    return (busy * 1000) / 100;
  } catch {
    return 0;
  }
}

/**
 * The machine's busy CPU time from now on, the bench's own process left out (the load it sends,
 * the editors' and the watch's calls): what the server and its database spent.
 */
export function machineCpuSince(): () => number {
  const machineBefore = machineBusyMs();
  const ownBefore = process.cpuUsage();
  return () => {
    const own = process.cpuUsage(ownBefore);
    return machineBusyMs() - machineBefore - (own.user + own.system) / 1000;
  };
}
