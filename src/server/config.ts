import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { isCommonPassword } from '../contract/common-passwords.js';
import { CONTACT_REVEALS_PER_DAY_DEFAULT } from '../contract/account-limits.js';
import { INTEREST_DAILY_LIMIT_DEFAULT } from '../contract/interests.js';
import { DEFAULT_POLICY_VERSION } from '../contract/legal.js';
import { plainTextProblem } from '../contract/plain-text.js';
import { MOBILE_DIGITS, PASSWORD_MIN } from '../contract/limits.js';
import { PGLITE_SHARED_BUFFERS_MB_DEFAULT } from './db/pglite-settings.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * PostgreSQL's own rule of thumb for a pool: twice the cores plus one (one working while another
 * waits on the network), at least four.
 */
function defaultPoolSize(): number {
  return Math.max(4, 2 * availableParallelism() + 1);
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}(\/(3[0-2]|[12]?\d))?$/;
const IPV6 = /^[0-9a-f:.]*:[0-9a-f:.]*(\/(12[0-8]|1[01]\d|[1-9]?\d))?$/i;
/** Ranges by name, as Fastify's trustProxy (proxy-addr) reads them: 127.0.0.1/8 and ::1; 169.254.0.0/16 and fe80::/10; 10/8, 172.16/12, 192.168/16 and fc00::/7. */
const ADDRESS_NAMES: ReadonlySet<string> = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * A comma-separated list of addresses, CIDR ranges and range names (`loopback`, `linklocal`,
 * `uniquelocal`), or undefined when it is not one. Each entry is written the usual way and is one
 * proxy-addr can compile, so what the configuration accepts is what the server then matches.
 */
function addressList(value: string): string[] | undefined {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || !entries.every((entry) => ADDRESS_NAMES.has(entry) || IPV4.test(entry) || IPV6.test(entry))) return undefined;
  try {
    proxyAddr.compile(entries);
  } catch {
    return undefined;
  }
  return entries;
}

const ADDRESS_LIST_HELP = 'a comma-separated list of addresses, CIDR ranges or loopback, linklocal, uniquelocal';

/**
 * Which proxies to believe about the client's address (X-Forwarded-For): a number of hops, or a
 * comma-separated list of addresses, CIDR ranges and range names. Unset, the connection's own
 * address counts, so nobody can dodge a rate limit by writing a header.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] => {
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 10) return hops;
    } else {
      const entries = addressList(value);
      if (entries) return entries;
    }
    ctx.addIssue({ code: 'custom', message: `must be a hop count (1-10) or ${ADDRESS_LIST_HELP}` });
    return z.NEVER;
  });

/** Clients allowed to read an internal page (/metrics): addresses, CIDR ranges and range names. */
const allowedClients = z
  .string()
  .trim()
  .transform((value, ctx): string[] => {
    const entries = addressList(value);
    if (entries) return entries;
    ctx.addIssue({ code: 'custom', message: `must be ${ADDRESS_LIST_HELP}` });
    return z.NEVER;
  });

/** On and off switches: 1/0, true/false, yes/no, on/off. */
const onOff = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value, ctx) => {
    if (['1', 'true', 'yes', 'on'].includes(value)) return true;
    if (['0', 'false', 'no', 'off'].includes(value)) return false;
    ctx.addIssue({ code: 'custom', message: 'must be on or off (true, false, 1, 0)' });
    return z.NEVER;
  });

const secret = z.string().trim().min(1).max(500);

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * When the server takes backups: times of day in India (24-hour HH:MM), comma-separated, in
 * order and each once.
 */
const backupSchedule = z
  .string()
  .trim()
  .transform((value, ctx): string[] => {
    const times = value.split(',').map((time) => time.trim());
    if (times.length > 0 && times.every((time) => TIME_OF_DAY.test(time))) return [...new Set(times)].sort();
    ctx.addIssue({
      code: 'custom',
      message: 'must be one or more times of day in India, 24-hour HH:MM, separated by commas (02:00, or 02:00,14:00)',
    });
    return z.NEVER;
  });

/**
 * An s3:// address: `s3://bucket/prefix` for a bucket of AWS S3, Cloudflare R2, MinIO or any
 * S3-compatible store. A bucket name as S3 allows it (3-63 lowercase letters, digits, dots and
 * dashes); the prefix, if any, of plain path segments.
 */
const S3_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/([\w-][\w.-]*(?:\/[\w-][\w.-]*)*\/?)?)?$/;

/** An address with a scheme (`s3://…`), as opposed to a directory. */
const ADDRESS = /^[a-z][a-z0-9+.-]*:\/\//i;
export const isAddress = (destination: string): boolean => ADDRESS.test(destination);

/** Where backups go (`--to`, `--from`, BACKUP_TO): a directory, made absolute against the current one, or an address left as it is. */
export function resolveDestination(destination: string): string {
  return isAddress(destination) ? destination : resolve(destination);
}

const backupDestination = z
  .string()
  .trim()
  .min(1)
  .refine((value) => !/^s3:\/\//i.test(value) || S3_URL.test(value), {
    message: 'must be a directory or s3://bucket/prefix, with a bucket of lowercase letters, digits, dots and dashes',
  })
  .transform(resolveDestination);

/** A line of text shown to members (a name, an address): trimmed, one line or a few, never blank. */
const shownText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => plainTextProblem(value) === undefined, 'must be plain text on one line')
    .optional();

/** A phone number as people dial it: digits with an optional +, spaces, dashes and brackets. */
const phone = z
  .string()
  .trim()
  .regex(/^\+?\d[\d ()-]{5,22}\d$/, 'must be a phone number such as +91 20 2345 6789')
  .optional();

const mailAddress = z.string().trim().pipe(z.email('must be an email address')).optional();
/** An http(s) address without a trailing slash; tests point these at a local stand-in. */
const httpUrl = (example: string) =>
  z
    .string()
    .regex(/^https?:\/\/[^/\s]+(\/[^\s]*)?$/, `must be an http(s) address, such as ${example}`)
    .transform((value) => value.replace(/\/+$/, ''));

/** Office instructions may be written on one line with `\n` where a new line belongs. */
const instructions = z
  .string()
  .max(2000, 'must be at most 2000 characters')
  .transform((value) => value.replace(/\\n/g, '\n').trim());

/**
 * Where uploaded files go: `file:` (or unset) for the data directory's `uploads` folder, or an
 * s3:// address (S3_URL).
 */
const storageUrl = z
  .string()
  .trim()
  .refine((value) => value === 'file:' || value === 'file://' || S3_URL.test(value), {
    message: 'must be file: (the data directory) or s3://bucket/prefix, with a bucket of lowercase letters, digits, dots and dashes',
  });

/** What only an s3:// STORAGE_URL or BACKUP_TO reads (the region has a default, so it is not among them). */
const S3_VARIABLES = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

/** The environment, validated at boot; every variable is documented in the README's table. */
const schema = z
  .object({
    PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(blankToUndefined, z.string().min(1).default('0.0.0.0')),
    DATA_DIR: z.preprocess(blankToUndefined, z.string().min(1).default('./data')),
    DATABASE_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    SMTP_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.preprocess(blankToUndefined, z.string().min(3).default('Mali Vivah <no-reply@mali-vivah.local>')),
    ANNUAL_FEE_INR: z.preprocess(
      blankToUndefined,
      z.coerce.number('must be a whole number of rupees').int('must be a whole number of rupees').min(0).max(1_000_000).default(0),
    ),
    /** How a fee above 0 is collected online: only at the office (manual), or also by Razorpay. */
    PAYMENT_PROVIDER: z.preprocess(blankToUndefined, z.enum(['manual', 'razorpay']).default('manual')),
    RAZORPAY_KEY_ID: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^rzp_(test|live)_\w+$/, 'must look like rzp_live_… or rzp_test_…')
        .optional(),
    ),
    RAZORPAY_KEY_SECRET: z.preprocess(blankToUndefined, z.string().min(8).optional()),
    RAZORPAY_WEBHOOK_SECRET: z.preprocess(blankToUndefined, z.string().min(8).optional()),
    RAZORPAY_API_URL: z.preprocess(blankToUndefined, httpUrl('https://api.razorpay.com').default('https://api.razorpay.com')),
    RAZORPAY_CHECKOUT_URL: z.preprocess(
      blankToUndefined,
      httpUrl('https://checkout.razorpay.com/v1/checkout.js').default('https://checkout.razorpay.com/v1/checkout.js'),
    ),
    PAYMENT_INSTRUCTIONS: z.preprocess(blankToUndefined, instructions.optional()),
    PAYMENT_INSTRUCTIONS_HI: z.preprocess(blankToUndefined, instructions.optional()),
    PAYMENT_INSTRUCTIONS_MR: z.preprocess(blankToUndefined, instructions.optional()),
    ADMIN_MOBILE: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(new RegExp(`^\\d{${MOBILE_DIGITS}}$`), `must be ${MOBILE_DIGITS} digits`)
        .optional(),
    ),
    ADMIN_PASSWORD: z.preprocess(
      blankToUndefined,
      z
        .string()
        .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
        .refine((value) => !isCommonPassword(value), 'is too common a password: choose one that is harder to guess')
        .optional(),
    ),
    PUBLIC_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^https?:\/\/[^/\s]+(\/[^\s]*)?$/, 'must be the address members open, such as https://vivah.example.org')
        .transform((value) => value.replace(/\/+$/, ''))
        .optional(),
    ),
    /** Distinct approved members whose open reports hide a profile until an administrator decides. */
    REPORT_HIDE_THRESHOLD: z.preprocess(
      blankToUndefined,
      z.coerce.number('must be a whole number of members').int('must be a whole number of members').min(1).max(1000).default(3),
    ),
    /** Days an identity document's file is kept once an administrator has decided on it; 0: the next sweep. */
    ID_DOCUMENT_RETENTION_DAYS: z.preprocess(
      blankToUndefined,
      z.coerce.number('must be a whole number of days').int('must be a whole number of days').min(0).max(3650).default(0),
    ),
    LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(LOG_LEVELS).default('info')),
    /**
     * Off only to load-test from a few accounts or one address (a staging copy, a benchmark): every
     * limit on guessing, flooding and scraping is then gone.
     */
    RATE_LIMITS: z.preprocess(blankToUndefined, onOff.default(true)),
    /**
     * Off: every listing page is read from the database for its viewer, none kept for others
     * (to measure the database's own pace, or to rule the kept pages out while looking into one).
     */
    LISTING_CACHE: z.preprocess(blankToUndefined, onOff.default(true)),
    /** Off behind a proxy that compresses anyway: the server then spends no CPU on it. */
    COMPRESSION: z.preprocess(blankToUndefined, onOff.default(true)),
    /**
     * PostgreSQL connections the server keeps: more than the database's cores only queue inside
     * the database and cost it memory and context switches (docs/benchmarks.md). Half as many
     * again (rounded up) serve the reads planned once for any values (db/client.ts).
     */
    DATABASE_POOL_SIZE: z.preprocess(
      blankToUndefined,
      z.coerce
        .number('must be a whole number of connections')
        .int('must be a whole number of connections')
        .min(1)
        .max(200)
        .default(() => defaultPoolSize()),
    ),
    /** The embedded database's shared buffers, without DATABASE_URL (db/pglite-settings.ts says why 64). */
    PGLITE_SHARED_BUFFERS_MB: z.preprocess(
      blankToUndefined,
      z.coerce
        .number('must be a whole number of MB')
        .int('must be a whole number of MB')
        .min(16)
        .max(8192)
        .default(PGLITE_SHARED_BUFFERS_MB_DEFAULT),
    ),
    INTEREST_DAILY_LIMIT: z.preprocess(
      blankToUndefined,
      z.coerce
        .number('must be a whole number of interests')
        .int('must be a whole number of interests')
        .min(1)
        .max(1000)
        .default(INTEREST_DAILY_LIMIT_DEFAULT),
    ),
    // Limits meant for people rather than harvesters (docs/decisions/0046-contact-cap-and-scraping.md).
    CONTACT_REVEALS_PER_DAY: z.preprocess(
      blankToUndefined,
      z.coerce
        .number('must be a whole number of members')
        .int('must be a whole number of members')
        .min(1)
        .max(1000)
        .default(CONTACT_REVEALS_PER_DAY_DEFAULT),
    ),
    SCRAPING_WINDOW_MINUTES: z.preprocess(
      blankToUndefined,
      z.coerce.number('must be a whole number of minutes').int('must be a whole number of minutes').min(1).max(1440).default(15),
    ),
    SCRAPING_PAGES_MAX: z.preprocess(
      blankToUndefined,
      z.coerce.number('must be a whole number of pages').int('must be a whole number of pages').min(1).max(100_000).default(100),
    ),
    SCRAPING_DETAILS_MAX: z.preprocess(
      blankToUndefined,
      z.coerce.number('must be a whole number of pages').int('must be a whole number of pages').min(1).max(100_000).default(90),
    ),
    TRUST_PROXY: z.preprocess(blankToUndefined, trustProxy.optional()),
    /** Who may read /metrics: the client's address as TRUST_PROXY lets the server read it. */
    METRICS_ALLOW: z.preprocess(blankToUndefined, allowedClients.default(['loopback'])),
    UNVERIFIED_ACCOUNT_DAYS: z.preprocess(
      blankToUndefined,
      z.coerce.number('must be a whole number of days').int('must be a whole number of days').min(1).max(365).default(7),
    ),
    REQUIRE_MOBILE_VERIFICATION: z.preprocess(blankToUndefined, onOff.default(false)),
    SMS_PROVIDER: z.preprocess(blankToUndefined, z.enum(['msg91', 'twilio'], 'must be msg91 or twilio').optional()),
    MSG91_AUTH_KEY: z.preprocess(blankToUndefined, secret.optional()),
    MSG91_TEMPLATE_ID: z.preprocess(blankToUndefined, secret.optional()),
    MSG91_BASE_URL: z.preprocess(blankToUndefined, httpUrl('https://control.msg91.com').default('https://control.msg91.com')),
    TWILIO_ACCOUNT_SID: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^AC[0-9a-fA-F]{32}$/, 'must be the Account SID, AC followed by 32 hexadecimal digits')
        .optional(),
    ),
    TWILIO_AUTH_TOKEN: z.preprocess(blankToUndefined, secret.optional()),
    TWILIO_FROM: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, 'must be a sender number such as +15005550006 or a Messaging Service SID (MG…)')
        .optional(),
    ),
    TWILIO_BASE_URL: z.preprocess(blankToUndefined, httpUrl('https://api.twilio.com').default('https://api.twilio.com')),
    // Law and safety (docs/decisions/0017-law-and-safety.md). Contact details are never invented:
    // what is not set is shown nowhere.
    POLICY_VERSION: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/, 'must be a short version label such as 2026-11 (letters, digits, . _ -)')
        .default(DEFAULT_POLICY_VERSION),
    ),
    OPERATOR_NAME: z.preprocess(blankToUndefined, shownText(200)),
    OPERATOR_ADDRESS: z.preprocess(blankToUndefined, shownText(500)),
    GRIEVANCE_OFFICER_NAME: z.preprocess(blankToUndefined, shownText(200)),
    GRIEVANCE_OFFICER_EMAIL: z.preprocess(blankToUndefined, mailAddress),
    GRIEVANCE_OFFICER_PHONE: z.preprocess(blankToUndefined, phone),
    GRIEVANCE_OFFICER_ADDRESS: z.preprocess(blankToUndefined, shownText(500)),
    SUPPORT_PHONE: z.preprocess(blankToUndefined, phone),
    SUPPORT_EMAIL: z.preprocess(blankToUndefined, mailAddress),
    ACCESS_LOG_RETENTION_DAYS: z.preprocess(
      blankToUndefined,
      z.coerce.number('must be a whole number of days').int('must be a whole number of days').min(1).max(3650).default(365),
    ),
    BACKUP_SCHEDULE: z.preprocess(blankToUndefined, backupSchedule.optional()),
    BACKUP_TO: z.preprocess(blankToUndefined, backupDestination.optional()),
    BACKUP_KEEP: z.preprocess(
      blankToUndefined,
      z.coerce.number('must be a whole number of backups').int('must be a whole number of backups').min(1).max(1000).default(7),
    ),
    REDIS_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
        .optional(),
    ),
    STORAGE_URL: z.preprocess(blankToUndefined, storageUrl.optional()),
    /** The store's address when it is not AWS (R2, MinIO): https://<account>.r2.cloudflarestorage.com, http://minio:9000. */
    S3_ENDPOINT: z.preprocess(blankToUndefined, httpUrl('https://<account>.r2.cloudflarestorage.com').optional()),
    S3_REGION: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as us-east-1, ap-south-1 or auto')
        .default('us-east-1'),
    ),
    S3_ACCESS_KEY_ID: z.preprocess(blankToUndefined, secret.optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(blankToUndefined, secret.optional()),
    /** Bucket in the path (endpoint/bucket/key) rather than the host name: what MinIO and most stand-ins need. */
    S3_FORCE_PATH_STYLE: z.preprocess(blankToUndefined, onOff.optional()),
  })
  .refine((env) => (env.ADMIN_MOBILE === undefined) === (env.ADMIN_PASSWORD === undefined), {
    path: ['ADMIN_PASSWORD'],
    message: 'ADMIN_MOBILE and ADMIN_PASSWORD go together: set both or neither',
  })
  .refine((env) => env.SMS_PROVIDER !== 'msg91' || (env.MSG91_AUTH_KEY && env.MSG91_TEMPLATE_ID), {
    path: ['SMS_PROVIDER'],
    message: 'msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID',
  })
  .refine((env) => env.SMS_PROVIDER !== 'twilio' || (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM), {
    path: ['SMS_PROVIDER'],
    message: 'twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
  })
  .refine((env) => env.BACKUP_SCHEDULE === undefined || env.BACKUP_TO !== undefined, {
    path: ['BACKUP_TO'],
    message: 'is needed with BACKUP_SCHEDULE: the directory or s3://bucket/prefix the backups go to',
  })
  .refine((env) => env.PAYMENT_PROVIDER !== 'razorpay' || (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET), {
    path: ['PAYMENT_PROVIDER'],
    message: 'razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
  })
  .refine((env) => (env.S3_ACCESS_KEY_ID === undefined) === (env.S3_SECRET_ACCESS_KEY === undefined), {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the SDK's own credentials",
  })
  .superRefine((env, ctx) => {
    // S3 settings with nothing in a bucket would leave the files and backups on this machine unnoticed.
    if (env.STORAGE_URL?.startsWith('s3://') || /^s3:\/\//i.test(env.BACKUP_TO ?? '')) return;
    const stray = S3_VARIABLES.find((name) => env[name] !== undefined);
    if (stray)
      ctx.addIssue({
        code: 'custom',
        path: [stray],
        message: 'is only read with STORAGE_URL or BACKUP_TO set to s3://bucket/prefix: set one of them too, or unset it',
      });
  });

export type Config = z.infer<typeof schema> & { DATA_DIR: string };

export class ConfigError extends Error {}

/** Reads the configuration; a bad value throws one clear line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = issue.path.join('.') || 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}`);
  }
  return { ...result.data, DATA_DIR: resolve(result.data.DATA_DIR) };
}

/** Razorpay's keys when it collects the fee online; undefined when the fee is paid at the office. */
export function razorpaySettings(config: Config) {
  if (config.PAYMENT_PROVIDER !== 'razorpay' || config.ANNUAL_FEE_INR === 0) return undefined;
  return {
    keyId: config.RAZORPAY_KEY_ID!,
    keySecret: config.RAZORPAY_KEY_SECRET!,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!,
    apiUrl: config.RAZORPAY_API_URL,
    checkoutUrl: config.RAZORPAY_CHECKOUT_URL,
  };
}
export type RazorpaySettings = NonNullable<ReturnType<typeof razorpaySettings>>;

/** The address members open the site at, for links in mails; without PUBLIC_URL, this machine's port. */
export function publicUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}

/** The bucket and key prefix (`''`, or with a trailing slash: `uploads/`) of an s3:// address; undefined for anything else. */
export function parseS3Url(url: string | undefined): { bucket: string; prefix: string } | undefined {
  const match = url === undefined ? null : S3_URL.exec(url.trim());
  if (!match) return undefined;
  const prefix = (match[2] ?? '').replace(/\/+$/, '');
  return { bucket: match[1]!, prefix: prefix ? `${prefix}/` : '' };
}

/** Where uploads are kept: the bucket and key prefix of an s3:// STORAGE_URL, or undefined for the data directory. */
export function s3Location(config: Pick<Config, 'STORAGE_URL'>): { bucket: string; prefix: string } | undefined {
  return parseS3Url(config.STORAGE_URL);
}
