import type { ServerMessage } from './server-process.js';

/** A bench process's answer to `memory`: its memory now and the CPU it has used (bench/server.ts `memory`). */
export function memoryMessage(): Extract<ServerMessage, { type: 'memory' }> {
  const usage = process.memoryUsage();
  const cpu = process.cpuUsage();
  return {
    type: 'memory',
    rss: usage.rss,
    heapUsed: usage.heapUsed,
    heapTotal: usage.heapTotal,
    arrayBuffers: usage.arrayBuffers,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}
