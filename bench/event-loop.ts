import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

/** How long the event loop was held up, and by V8's collections, since the figures were last asked for. */
export interface EventLoopFigures {
  /** The loop's delay (how late a timer ran), by the percentile; in ms. */
  delayP50Ms: number;
  delayP99Ms: number;
  delayMaxMs: number;
  /** V8's garbage collections: how many, their total time and the longest. */
  collections: number;
  collectingMs: number;
  longestCollectionMs: number;
}

/**
 * Watches this process's event loop delay and V8's collections: the bench's server's
 * (server-process.ts), and the load generator's own while it times calls (visit.ts `runPaced`).
 * `take` answers the figures since the last take and starts again; `stop` lets go of both watches.
 */
export function watchEventLoop(): { take(): EventLoopFigures; stop(): void } {
  const delay = monitorEventLoopDelay({ resolution: 2 });
  delay.enable();
  let collections = { count: 0, totalMs: 0, longestMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      collections.count += 1;
      collections.totalMs += entry.duration;
      collections.longestMs = Math.max(collections.longestMs, entry.duration);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const ms = (nanoseconds: number) => Number((nanoseconds / 1e6).toFixed(1));
  return {
    take() {
      const figures = {
        delayP50Ms: ms(delay.percentile(50)),
        delayP99Ms: ms(delay.percentile(99)),
        delayMaxMs: ms(delay.max),
        collections: collections.count,
        collectingMs: Math.round(collections.totalMs),
        longestCollectionMs: Number(collections.longestMs.toFixed(1)),
      };
      delay.reset();
      collections = { count: 0, totalMs: 0, longestMs: 0 };
      return figures;
    },
    stop() {
      delay.disable();
      observer.disconnect();
    },
  };
}
