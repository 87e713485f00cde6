import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseS3Url, razorpaySettings, s3Location } from './config.js';
import { DataDirBusyError, lockDataDir } from './db/data-dir-lock.js';

/** A complete S3 setting, which each refused case below spoils in one variable. */
const S3 = { STORAGE_URL: 's3://mali-vivah/uploads', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-key-example' };

describe('configuration', () => {
  it('has defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.ANNUAL_FEE_INR).toBe(0);
    expect(config.REPORT_HIDE_THRESHOLD).toBe(3);
    expect(config.ID_DOCUMENT_RETENTION_DAYS).toBe(0);
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.RATE_LIMITS).toBe(true);
    expect(config.PGLITE_SHARED_BUFFERS_MB).toBe(32);
    expect(config.DATA_DIR).toMatch(/\/data$/);
    expect(config.UNVERIFIED_ACCOUNT_DAYS).toBe(7);
    expect(config.REQUIRE_MOBILE_VERIFICATION).toBe(false);
    expect(config.SMS_PROVIDER).toBeUndefined();
    expect(config.MSG91_BASE_URL).toBe('https://control.msg91.com');
    expect(config.TWILIO_BASE_URL).toBe('https://api.twilio.com');
    // Nothing about who runs the service or how to reach them is invented.
    expect(config.POLICY_VERSION).toBe('2026-11');
    expect(config.ACCESS_LOG_RETENTION_DAYS).toBe(365);
    for (const name of ['SUPPORT_PHONE', 'SUPPORT_EMAIL', 'OPERATOR_NAME', 'OPERATOR_ADDRESS', 'GRIEVANCE_OFFICER_NAME'] as const) {
      expect(config[name]).toBeUndefined();
    }
  });

  it('takes the law and safety settings as written', () => {
    const config = loadConfig({
      SUPPORT_PHONE: ' +91 (20) 2612-3456 ',
      GRIEVANCE_OFFICER_EMAIL: 'officer@example.org',
      POLICY_VERSION: '2027.1',
      ACCESS_LOG_RETENTION_DAYS: '180',
      OPERATOR_NAME: '',
    });
    expect(config).toMatchObject({ SUPPORT_PHONE: '+91 (20) 2612-3456', POLICY_VERSION: '2027.1', ACCESS_LOG_RETENTION_DAYS: 180 });
    expect(config.OPERATOR_NAME).toBeUndefined();
  });

  it('reads the moderation settings', () => {
    const config = loadConfig({ REPORT_HIDE_THRESHOLD: '5', ID_DOCUMENT_RETENTION_DAYS: '30' });
    expect(config.REPORT_HIDE_THRESHOLD).toBe(5);
    expect(config.ID_DOCUMENT_RETENTION_DAYS).toBe(30);
  });

  it('reads switches and gateway settings', () => {
    for (const [value, on] of [
      ['true', true],
      ['ON', true],
      ['1', true],
      ['off', false],
      ['0', false],
    ] as const) {
      expect(loadConfig({ REQUIRE_MOBILE_VERIFICATION: value }).REQUIRE_MOBILE_VERIFICATION).toBe(on);
      expect(loadConfig({ RATE_LIMITS: value }).RATE_LIMITS).toBe(on);
    }
    const twilio = loadConfig({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
      TWILIO_BASE_URL: 'http://127.0.0.1:4010/',
    });
    expect(twilio.TWILIO_BASE_URL).toBe('http://127.0.0.1:4010');
  });

  it('reads the backup schedule as times in India, in order, and the destination as an absolute directory', () => {
    expect(loadConfig({}).BACKUP_SCHEDULE).toBeUndefined();
    expect(loadConfig({}).BACKUP_KEEP).toBe(7);
    const config = loadConfig({ BACKUP_SCHEDULE: ' 14:30, 02:00,02:00 ', BACKUP_TO: 'backups', BACKUP_KEEP: '3' });
    expect(config.BACKUP_SCHEDULE).toEqual(['02:00', '14:30']);
    expect(config.BACKUP_TO).toBe(join(process.cwd(), 'backups'));
    expect(config.BACKUP_KEEP).toBe(3);
    expect(loadConfig({ BACKUP_TO: 's3://bucket/prefix' }).BACKUP_TO).toBe('s3://bucket/prefix');
  });

  it.each([
    [{ BACKUP_SCHEDULE: '2am', BACKUP_TO: '/b' }, /BACKUP_SCHEDULE must be one or more times of day in India, 24-hour HH:MM/],
    [{ BACKUP_SCHEDULE: '24:00', BACKUP_TO: '/b' }, /BACKUP_SCHEDULE must be/],
    [{ BACKUP_SCHEDULE: '02:00,', BACKUP_TO: '/b' }, /BACKUP_SCHEDULE must be/],
    [{ BACKUP_SCHEDULE: '2:00', BACKUP_TO: '/b' }, /BACKUP_SCHEDULE must be/],
    [{ BACKUP_SCHEDULE: '02:00' }, /BACKUP_TO is needed with BACKUP_SCHEDULE/],
    [{ BACKUP_KEEP: '0' }, /BACKUP_KEEP/],
    [{ BACKUP_KEEP: 'all' }, /BACKUP_KEEP must be a whole number of backups/],
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL must start with smtp/],
    [{ ANNUAL_FEE_INR: '-5' }, /ANNUAL_FEE_INR/],
    [{ ANNUAL_FEE_INR: '12.5' }, /ANNUAL_FEE_INR/],
    [{ ADMIN_MOBILE: '9999999999' }, /ADMIN_MOBILE and ADMIN_PASSWORD go together/],
    [{ ADMIN_MOBILE: '123', ADMIN_PASSWORD: 'Back#Office2026' }, /ADMIN_MOBILE must be 10 digits/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ PGLITE_SHARED_BUFFERS_MB: '8' }, /PGLITE_SHARED_BUFFERS_MB/],
    [{ PGLITE_SHARED_BUFFERS_MB: 'lots' }, /PGLITE_SHARED_BUFFERS_MB must be a whole number of MB/],
    [{ UNVERIFIED_ACCOUNT_DAYS: '0' }, /UNVERIFIED_ACCOUNT_DAYS/],
    [{ UNVERIFIED_ACCOUNT_DAYS: 'a week' }, /UNVERIFIED_ACCOUNT_DAYS must be a whole number of days/],
    [{ REQUIRE_MOBILE_VERIFICATION: 'sometimes' }, /REQUIRE_MOBILE_VERIFICATION must be on or off/],
    [{ SMS_PROVIDER: 'pigeon' }, /SMS_PROVIDER must be msg91 or twilio/],
    [{ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key' }, /SMS_PROVIDER msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID/],
    [{ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}` }, /SMS_PROVIDER twilio needs/],
    [{ TWILIO_ACCOUNT_SID: 'SK123' }, /TWILIO_ACCOUNT_SID must be the Account SID/],
    [{ TWILIO_FROM: '5550006' }, /TWILIO_FROM must be a sender number/],
    [{ MSG91_BASE_URL: 'ftp://gateway' }, /MSG91_BASE_URL must be an http\(s\) address/],
    [{ SUPPORT_PHONE: 'call us' }, /SUPPORT_PHONE must be a phone number/],
    [{ SUPPORT_EMAIL: 'help' }, /SUPPORT_EMAIL must be an email address/],
    [{ GRIEVANCE_OFFICER_PHONE: '12' }, /GRIEVANCE_OFFICER_PHONE must be a phone number/],
    [{ POLICY_VERSION: 'version two!' }, /POLICY_VERSION must be a short version label/],
    [{ ACCESS_LOG_RETENTION_DAYS: '0' }, /ACCESS_LOG_RETENTION_DAYS/],
    [{ OPERATOR_NAME: 'x'.repeat(201) }, /OPERATOR_NAME must be at most 200 characters/],
    [{ REPORT_HIDE_THRESHOLD: '0' }, /REPORT_HIDE_THRESHOLD/],
    [{ REPORT_HIDE_THRESHOLD: 'many' }, /REPORT_HIDE_THRESHOLD must be a whole number of members/],
    [{ ID_DOCUMENT_RETENTION_DAYS: '-1' }, /ID_DOCUMENT_RETENTION_DAYS/],
    [{ ID_DOCUMENT_RETENTION_DAYS: '1.5' }, /ID_DOCUMENT_RETENTION_DAYS must be a whole number of days/],
    [{ PAYMENT_PROVIDER: 'paypal' }, /PAYMENT_PROVIDER/],
    [
      { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_Abc123' },
      /PAYMENT_PROVIDER razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET/,
    ],
    [{ RAZORPAY_KEY_ID: 'key_123' }, /RAZORPAY_KEY_ID must look like rzp_live_/],
    [{ RAZORPAY_API_URL: 'api.razorpay.com' }, /RAZORPAY_API_URL must be an http\(s\) address/],
    [{ PAYMENT_INSTRUCTIONS: 'x'.repeat(2001) }, /PAYMENT_INSTRUCTIONS must be at most 2000 characters/],
    [{ STORAGE_URL: 'https://bucket.s3.amazonaws.com' }, /STORAGE_URL must be file: \(the data directory\) or s3:\/\/bucket\/prefix/],
    [{ STORAGE_URL: 's3://My_Bucket' }, /STORAGE_URL must be file:/],
    [{ STORAGE_URL: 's3://photos/../other' }, /STORAGE_URL must be file:/],
    [{ STORAGE_URL: 's3://photos//twice' }, /STORAGE_URL must be file:/],
    [{ ...S3, S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an http\(s\) address/],
    [{ ...S3, S3_REGION: 'Mumbai India' }, /S3_REGION must be a region name such as us-east-1/],
    [{ ...S3, S3_SECRET_ACCESS_KEY: '' }, /S3_SECRET_ACCESS_KEY S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/],
    [{ ...S3, S3_FORCE_PATH_STYLE: 'sometimes' }, /S3_FORCE_PATH_STYLE must be on or off/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_ENDPOINT is only read with STORAGE_URL or BACKUP_TO set to s3:\/\/bucket\/prefix/],
    [
      { STORAGE_URL: 'file:', BACKUP_TO: '/mnt/backups', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' },
      /S3_ACCESS_KEY_ID is only read with STORAGE_URL or BACKUP_TO set to s3:/,
    ],
    [{ BACKUP_TO: 's3://My_Backups/x' }, /BACKUP_TO must be a directory or s3:\/\/bucket\/prefix/],
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

describe('payment settings', () => {
  const razorpay = {
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_live_Abc123',
    RAZORPAY_KEY_SECRET: 'key-secret-123',
    RAZORPAY_WEBHOOK_SECRET: 'hook-secret-123',
  };

  it('collects at the office unless Razorpay is chosen, and Razorpay only when there is a fee', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('manual');
    expect(razorpaySettings(loadConfig({ ...razorpay, ANNUAL_FEE_INR: '0' }))).toBeUndefined();
    expect(razorpaySettings(loadConfig({ ...razorpay, ANNUAL_FEE_INR: '1500' }))).toEqual({
      keyId: 'rzp_live_Abc123',
      keySecret: 'key-secret-123',
      webhookSecret: 'hook-secret-123',
      apiUrl: 'https://api.razorpay.com',
      checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
  });

  it('reads office instructions written on one line with \\n as separate lines', () => {
    expect(loadConfig({ PAYMENT_INSTRUCTIONS: ' Cash at the office\\nUPI: office@upi ' }).PAYMENT_INSTRUCTIONS).toBe(
      'Cash at the office\nUPI: office@upi',
    );
  });
});

describe('file storage settings', () => {
  it('keeps files in the data directory unless STORAGE_URL names a bucket', () => {
    for (const env of [{}, { STORAGE_URL: '' }, { STORAGE_URL: 'file:' }]) expect(s3Location(loadConfig(env))).toBeUndefined();
    expect(loadConfig({}).S3_REGION).toBe('us-east-1');
  });

  it("reads the bucket and the key prefix, and the store's address and keys", () => {
    expect(s3Location(loadConfig({ STORAGE_URL: 's3://mali-vivah' }))).toEqual({ bucket: 'mali-vivah', prefix: '' });
    expect(s3Location(loadConfig({ STORAGE_URL: 's3://mali-vivah/' }))).toEqual({ bucket: 'mali-vivah', prefix: '' });
    expect(s3Location(loadConfig({ STORAGE_URL: ' s3://files.example.org/prod/uploads/ ' }))).toEqual({
      bucket: 'files.example.org',
      prefix: 'prod/uploads/',
    });
    const r2 = loadConfig({
      ...S3,
      S3_ENDPOINT: 'https://abc123.r2.cloudflarestorage.com/',
      S3_REGION: 'auto',
      S3_FORCE_PATH_STYLE: 'off',
    });
    expect(r2).toMatchObject({ S3_ENDPOINT: 'https://abc123.r2.cloudflarestorage.com', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: false });
    expect(s3Location(r2)).toEqual({ bucket: 'mali-vivah', prefix: 'uploads/' });
    // Without keys the SDK looks for its own (a machine's role on AWS).
    expect(s3Location(loadConfig({ STORAGE_URL: 's3://mali-vivah/uploads' }))).toEqual({ bucket: 'mali-vivah', prefix: 'uploads/' });
    // The store's settings serve backups in a bucket too, the uploads staying on this machine.
    const backups = loadConfig({
      BACKUP_TO: 's3://mali-vivah-backups/nightly',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    expect(s3Location(backups)).toBeUndefined();
    expect(parseS3Url(backups.BACKUP_TO)).toEqual({ bucket: 'mali-vivah-backups', prefix: 'nightly/' });
    expect(parseS3Url('/mnt/backups')).toBeUndefined();
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
