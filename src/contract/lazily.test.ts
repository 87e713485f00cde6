import { describe, expect, it } from 'vitest';
import { lazily } from './lazily.js';

describe('lazily', () => {
  it('makes nothing until asked, then makes the value once and keeps it', () => {
    let made = 0;
    const formatter = lazily(() => {
      made += 1;
      return { id: made };
    });
    expect(made).toBe(0);
    const first = formatter();
    expect(made).toBe(1);
    expect(formatter()).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps a value that is falsy without making it again', () => {
    let made = 0;
    const zero = lazily(() => {
      made += 1;
      return 0;
    });
    expect(zero()).toBe(0);
    expect(zero()).toBe(0);
    expect(made).toBe(1);
  });
});
