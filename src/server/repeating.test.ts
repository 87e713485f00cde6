import { describe, expect, it } from 'vitest';
import { repeatEvery } from './repeating.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('work repeated on a timer', () => {
  it('runs at once when asked, then at each tick, and not after it is stopped', async () => {
    let runs = 0;
    const stop = repeatEvery(20, async () => void (runs += 1), { now: true, failed: () => {} });
    expect(runs).toBe(1);
    await pause(110);
    await stop();
    const stoppedAt = runs;
    expect(stoppedAt).toBeGreaterThanOrEqual(3);
    await pause(60);
    expect(runs).toBe(stoppedAt);
  });

  it('waits a whole interval for its first run without `now`', async () => {
    let runs = 0;
    const stop = repeatEvery(50, async () => void (runs += 1), { failed: () => {} });
    expect(runs).toBe(0);
    await pause(20);
    expect(runs).toBe(0);
    await pause(60);
    expect(runs).toBe(1);
    await stop();
  });

  it('never runs twice at once: a tick during a run is let pass, and stopping waits for the run', async () => {
    let running = 0;
    let most = 0;
    let finished = 0;
    const stop = repeatEvery(
      10,
      async () => {
        running += 1;
        most = Math.max(most, running);
        await pause(45);
        running -= 1;
        finished += 1;
      },
      { now: true, failed: () => {} },
    );
    await pause(100);
    await stop();
    expect(most).toBe(1);
    expect(running).toBe(0);
    expect(finished).toBeGreaterThanOrEqual(2);
  });

  it('hands a failure to `failed` and goes on at the next tick', async () => {
    const failures: unknown[] = [];
    let runs = 0;
    const stop = repeatEvery(
      15,
      async () => {
        runs += 1;
        throw new Error(`run ${runs}`);
      },
      { now: true, failed: (error) => failures.push(error) },
    );
    await pause(70);
    await stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(failures.map((error) => (error as Error).message)).toEqual(Array.from({ length: runs }, (_, index) => `run ${index + 1}`));
  });
});
