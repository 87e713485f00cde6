import { describe, expect, it } from 'vitest';
import { workSlots } from './work-slots.js';

describe('work slots', () => {
  it('run at most their number at once, the rest in the order they came, a failure freeing its slot', async () => {
    const slots = workSlots(2);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const job = (n: number) =>
      slots.run(async () => {
        started.push(n);
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (n % 3 === 0) throw new Error(`job ${n} failed`);
        return n;
      });
    const answers = await Promise.allSettled(Array.from({ length: 9 }, (_, n) => job(n)));
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(most).toBe(2);
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 9 }, (_, n) => (n % 3 === 0 ? 'rejected' : 'fulfilled')));
    expect(slots.state()).toEqual({ running: 0, waiting: 0, peak: 2 });
  });
});
