import { describe, expect, it } from 'vitest';
import { consoleLogStream, createLogger, readableLogs } from './log.js';

/** A logger at `level` whose lines are kept, parsed. */
function keptLogger(level: string) {
  const lines: { level: number; msg?: string; err?: { message: string } }[] = [];
  const logger = createLogger(level, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

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

  it('logs a client that left during a streamed answer at debug level, not as an error', () => {
    const atInfo = keptLogger('info');
    atInfo.logger.error(new Error('premature close'));
    atInfo.logger.child({ reqId: 'req-1' }).error(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }));
    expect(atInfo.lines).toEqual([]);
    const atDebug = keptLogger('debug');
    atDebug.logger.error(new Error('premature close'));
    expect(atDebug.lines.map((line) => [line.level, line.err?.message])).toEqual([[20, 'premature close']]);
  });

  it('logs every other error at error level', () => {
    const { logger, lines } = keptLogger('info');
    logger.error(new Error('disk full'));
    logger.child({ reqId: 'req-2' }).error({ err: new Error('premature close') }, 'a message of its own');
    logger.error('premature close');
    expect(lines.map((line) => line.level)).toEqual([50, 50, 50]);
  });
});
