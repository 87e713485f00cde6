/**
 * Work that takes turns: at most `max` jobs at once, the others waiting in the order they came.
 * A finished job hands its slot straight to the next one waiting, so the count never goes over.
 * For work that holds a core outside the event loop (libuv's pool: argon2, libvips), where running
 * more at once than there are cores to spare only takes them from the loop that answers everyone.
 */
export function workSlots(max: number) {
  let running = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
      else running += 1;
      peak = Math.max(peak, running);
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    /** Jobs running, waiting, and the most ever run at once. */
    state: () => ({ running, waiting: waiting.length, peak }),
  };
}
