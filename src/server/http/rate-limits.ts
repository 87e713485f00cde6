import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import type { ErrorCode } from '../../contract/errors.js';
import { tooMany } from './errors.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Limit {
  max: number;
  /** Milliseconds. */
  window: number;
  key: (request: FastifyRequest) => string;
  /** Keys that read the body must wait for it; the others refuse before it is read. */
  readsBody?: boolean;
}

const ip = (request: FastifyRequest) => request.ip;
const bodyField = (request: FastifyRequest, field: string) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 254).trim().toLowerCase() : '';
};
/** Signed-in calls are counted per account: a scraper gains nothing by changing address. */
const account = (request: FastifyRequest) => request.member?.subjectId ?? request.admin?.subjectId ?? `ip:${ip(request)}`;

/**
 * Limits on the calls worth guessing at, flooding or scraping. Login is counted per number and
 * address, so a shared address (a family, a cyber café) is not locked out by one person's typos,
 * and per address alone, so one address cannot try a password on thousands of accounts; each
 * number also backs off, per address and past a daily ceiling from everywhere, after repeated
 * failures (credentials/sign-in-failures.ts).
 * Counters live in memory, or in Redis when REDIS_URL is set, so several instances share them.
 */
export const rateLimits = {
  login: { max: 10, window: MINUTE, readsBody: true, key: (r) => `login:${ip(r)}:${bodyField(r, 'mobileNumber')}` },
  loginAddress: { max: 60, window: 15 * MINUTE, key: (r) => `login-ip:${ip(r)}` },
  registration: { max: 30, window: MINUTE, key: (r) => `register:${ip(r)}` },
  otp: { max: 10, window: 15 * MINUTE, readsBody: true, key: (r) => `otp:${ip(r)}:${bodyField(r, 'email')}` },
  otpAddress: { max: 40, window: 15 * MINUTE, key: (r) => `otp-ip:${ip(r)}` },
  /** However many addresses ask, one person's inbox gets only so many codes. */
  otpEmail: { max: 5, window: HOUR, readsBody: true, key: (r) => `otp-email:${bodyField(r, 'email')}` },
  /**
   * Setting the new password, counted like the other reset calls: per address and email, per
   * address, and per email from every address. The token cannot be guessed; the last limit is set
   * above what one address may send, so it only meets a flood spread over many addresses.
   */
  resetPassword: { max: 10, window: 15 * MINUTE, readsBody: true, key: (r) => `reset-password:${ip(r)}:${bodyField(r, 'email')}` },
  resetPasswordAddress: { max: 40, window: 15 * MINUTE, key: (r) => `reset-password-ip:${ip(r)}` },
  resetPasswordEmail: { max: 20, window: 15 * MINUTE, readsBody: true, key: (r) => `reset-password-email:${bodyField(r, 'email')}` },
  upload: { max: 30, window: MINUTE, key: (r) => `upload:${account(r)}` },
  listing: { max: 120, window: MINUTE, key: (r) => `listing:${account(r)}` },
  report: { max: 10, window: HOUR, key: (r) => `report:${account(r)}` },
  changePassword: { max: 5, window: 15 * MINUTE, key: (r) => `change-password:${account(r)}` },
  /**
   * Interests, blocks, favourites, settings, the language, consent and profile saves: far more than
   * a person clicks, far less than a script. Most write the member's row, and every such write drops
   * the listing's shared pages on every server.
   */
  interactions: { max: 60, window: MINUTE, key: (r) => `interactions:${account(r)}` },
  /** Asking for an email or SMS code; the database also spaces codes out per member (verification/service.ts). */
  verificationSend: { max: 10, window: HOUR, key: (r) => `verification-send:${account(r)}` },
  verificationCheck: { max: 30, window: 15 * MINUTE, key: (r) => `verification-check:${account(r)}` },
  /**
   * The one-click links in mails (verifying the address, unsubscribing) are public; their signature
   * makes guessing pointless, this bounds the lookups and the writes.
   */
  emailLink: { max: 30, window: 15 * MINUTE, key: (r) => `email-link:${ip(r)}` },
  /** Admins' second step; wrong codes also lock the step, apart from passwords (credentials/sign-in-failures.ts). */
  secondStep: { max: 20, window: 15 * MINUTE, key: (r) => `second-step:${account(r)}` },
  /** A complaint form anyone may use: enough for a family at one address, not for a flood. */
  grievance: { max: 10, window: HOUR, key: (r) => `grievance:${ip(r)}` },
  /** Each download reads every photo of the member: a few an hour is plenty. */
  dataExport: { max: 5, window: HOUR, key: (r) => `data-export:${account(r)}` },
  /** Starting a payment may create an order with the payment provider: a loop must not make thousands. */
  payment: { max: 20, window: 15 * MINUTE, key: (r) => `payment:${account(r)}` },
  /** Each biodata PDF lays out a page and resizes a photo: a member needs a few, not hundreds. */
  biodata: { max: 30, window: 15 * MINUTE, key: (r) => `biodata:${account(r)}` },
  /** A shared biodata opens without an account: counted by address, so tokens cannot be tried in bulk. */
  sharedBiodata: { max: 60, window: 15 * MINUTE, key: (r) => `shared-biodata:${ip(r)}` },
} satisfies Record<string, Limit>;

export type LimitName = keyof typeof rateLimits;

/** An async hook: Fastify waits for it, and a throw is the request's answer. */
type LimitHook = (request: FastifyRequest, reply: { header(name: string, value: unknown): unknown }) => Promise<void>;

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * One counter per limit for all the routes that name it (interactions are counted together), in
 * memory as in Redis: the plugin gives every checker it makes a memory of its own.
 */
const checksByApp = new WeakMap<FastifyInstance, Map<LimitName, Check>>();

function checkOf(app: FastifyInstance, name: LimitName): Check {
  let checks = checksByApp.get(app);
  if (!checks) {
    checks = new Map();
    checksByApp.set(app, checks);
  }
  let check = checks.get(name);
  if (!check) {
    const limit: Limit = rateLimits[name];
    check = app.createRateLimit({ max: limit.max, timeWindow: limit.window, keyGenerator: limit.key });
    checks.set(name, check);
  }
  return check;
}

/**
 * Route options that apply the named limits in order; the first one used up answers 429 with a
 * Retry-After. Every limit is counted on every call, so none can be dodged by tripping another.
 */
export function rateLimited(app: FastifyInstance, deps: AppDeps, ...names: LimitName[]): { onRequest?: LimitHook; preHandler?: LimitHook } {
  if (deps.rateLimits === false || !deps.config.RATE_LIMITS) return {};
  const limits: Limit[] = names.map((name) => rateLimits[name]);
  const checks = names.map((name) => checkOf(app, name));
  const hook: LimitHook = async (request, reply) => {
    let retryAfter = 0;
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) retryAfter = Math.max(retryAfter, result.ttlInSeconds);
    }
    if (retryAfter > 0) {
      reply.header('retry-after', retryAfter);
      throw tooMany();
    }
  };
  return limits.some((limit) => limit.readsBody) ? { preHandler: hook } : { onRequest: hook };
}

/** A limit sized by the configuration, counted per signed-in account (scraping: decision 0046). */
export interface AccountLimit {
  /** The counter's name; one counter per name for all the routes that name it. */
  name: string;
  max: number;
  /** Milliseconds. */
  window: number;
  /** Whether this call counts (the body is read first); every call when absent. */
  counts?: (request: FastifyRequest) => boolean;
  code: ErrorCode;
  /** Told of a member refused, with the end of the window; the only write the limit makes. */
  onExceeded: (memberId: string, until: Date) => Promise<void>;
}

const accountChecksByApp = new WeakMap<FastifyInstance, Map<string, Check>>();

/**
 * Route options that count a member's calls per account with the other limits' counters (memory,
 * or Redis with REDIS_URL), so a call under the limit costs no database work. Over it the answer
 * is 429 with the limit's code and a Retry-After, and `onExceeded` is told.
 */
export function accountLimited(app: FastifyInstance, deps: AppDeps, ...limits: AccountLimit[]): { preHandler?: LimitHook } {
  if (deps.rateLimits === false || !deps.config.RATE_LIMITS) return {};
  let checks = accountChecksByApp.get(app);
  if (!checks) {
    checks = new Map();
    accountChecksByApp.set(app, checks);
  }
  const known = checks;
  const pairs = limits.map((limit) => {
    let check = known.get(limit.name);
    if (!check) {
      check = app.createRateLimit({ max: limit.max, timeWindow: limit.window, keyGenerator: (r) => `${limit.name}:${account(r)}` });
      known.set(limit.name, check);
    }
    return { limit, check };
  });
  const hook: LimitHook = async (request, reply) => {
    const memberId = request.member?.subjectId;
    if (!memberId) return;
    for (const { limit, check } of pairs) {
      if (limit.counts && !limit.counts(request)) continue;
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) continue;
      // Keeping the hit must not turn the refusal into a failure.
      await limit.onExceeded(memberId, new Date(Date.now() + result.ttl)).catch((error: unknown) => {
        request.log.warn({ err: error, limit: limit.name }, 'limit hit not kept');
      });
      reply.header('retry-after', result.ttlInSeconds);
      throw tooMany(limit.code);
    }
  };
  return { preHandler: hook };
}
