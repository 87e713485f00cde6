import { describe, expect, it } from 'vitest';
import { consoleLogStream, readableLogs } from './log.js';

describe('log output', () => {
  it('is readable on a terminal outside production', () => {
    expect(readableLogs({ isTTY: true }, undefined)).toBe(true);
    expect(readableLogs({ isTTY: true }, 'development')).toBe(true);
    expect(consoleLogStream({ isTTY: true }, undefined)).toBeDefined();
  });

  it('stays JSON when piped or in production', () => {
    expect(readableLogs({ isTTY: false }, undefined)).toBe(false);
    expect(readableLogs({}, undefined)).toBe(false);
    expect(readableLogs({ isTTY: true }, 'production')).toBe(false);
    expect(consoleLogStream({}, undefined)).toBeUndefined();
    expect(consoleLogStream({ isTTY: true }, 'production')).toBeUndefined();
  });
});
