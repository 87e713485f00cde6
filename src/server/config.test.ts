import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { DataDirBusyError, lockDataDir } from './db/data-dir-lock.js';

describe('configuration', () => {
  it('has defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.ANNUAL_FEE_INR).toBe(0);
    expect(config.REPORT_HIDE_THRESHOLD).toBe(3);
    expect(config.ID_DOCUMENT_RETENTION_DAYS).toBe(0);
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.DATA_DIR).toMatch(/\/data$/);
  });

  it('reads the moderation settings', () => {
    const config = loadConfig({ REPORT_HIDE_THRESHOLD: '5', ID_DOCUMENT_RETENTION_DAYS: '30' });
    expect(config.REPORT_HIDE_THRESHOLD).toBe(5);
    expect(config.ID_DOCUMENT_RETENTION_DAYS).toBe(30);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL must start with smtp/],
    [{ ANNUAL_FEE_INR: '-5' }, /ANNUAL_FEE_INR/],
    [{ ANNUAL_FEE_INR: '12.5' }, /ANNUAL_FEE_INR/],
    [{ ADMIN_MOBILE: '9999999999' }, /ADMIN_MOBILE and ADMIN_PASSWORD go together/],
    [{ ADMIN_MOBILE: '123', ADMIN_PASSWORD: 'Back#Office2026' }, /ADMIN_MOBILE must be 10 digits/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ REPORT_HIDE_THRESHOLD: '0' }, /REPORT_HIDE_THRESHOLD/],
    [{ REPORT_HIDE_THRESHOLD: 'many' }, /REPORT_HIDE_THRESHOLD must be a whole number of members/],
    [{ ID_DOCUMENT_RETENTION_DAYS: '-1' }, /ID_DOCUMENT_RETENTION_DAYS/],
    [{ ID_DOCUMENT_RETENTION_DAYS: '1.5' }, /ID_DOCUMENT_RETENTION_DAYS must be a whole number of days/],
  ])('refuses %o with one clear line', (env, pattern) => {
    expect(() => loadConfig(env)).toThrow(pattern);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message.split('\n')).toHaveLength(1);
      expect((error as Error).message).toMatch(/^Invalid configuration: /);
    }
  });
});

describe('data directory lock', () => {
  it('admits one holder, refuses a live second, and takes over a stale lock', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mv-lock-'));
    const release = lockDataDir(dir, 'first');
    writeFileSync(join(dir, 'lock'), `${process.ppid}\nserver\n`);
    expect(() => lockDataDir(dir, 'second')).toThrow(DataDirBusyError);
    expect(() => lockDataDir(dir, 'second')).toThrow(/in use by process .* \(server\)/);
    writeFileSync(join(dir, 'lock'), '999999999\nserver\n');
    const again = lockDataDir(dir, 'third');
    again();
    release();
  });
});
