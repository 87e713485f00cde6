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
  /** Keys (or `counts`) that read the body must wait for it; the others refuse before it is read. */
  readsBody?: boolean;
  /** Whether this call counts; every call when absent. */
  counts?: (request: FastifyRequest) => boolean;
  /** The 429's code; RATE_LIMITED when absent. */
  code?: ErrorCode;
  /** Told of a refusal, with the end of the window (a limit whose hits are kept: decision 0046). */
  onExceeded?: (request: FastifyRequest, until: Date) => Promise<void>;
}

/** A limit sized at run time (by the configuration), under a name of its own: one counter per name. */
export interface NamedLimit extends Limit {
  name: string;
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

/** Counted per signed-in account: a scraper gains nothing by changing address. */
export const perAccount = (prefix: string) => (request: FastifyRequest) => `${prefix}:${account(request)}`;

/** An async hook: Fastify waits for it, and a throw is the request's answer. */
type LimitHook = (request: FastifyRequest, reply: { header(name: string, value: unknown): unknown }) => Promise<void>;

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * One counter per limit for all the routes that name it (interactions are counted together), in
 * memory as in Redis: the plugin gives every checker it makes a memory of its own.
 */
const checksByApp = new WeakMap<FastifyInstance, Map<string, Check>>();

function checkOf(app: FastifyInstance, name: string, limit: Limit): Check {
  let checks = checksByApp.get(app);
  if (!checks) {
    checks = new Map();
    checksByApp.set(app, checks);
  }
  let check = checks.get(name);
  if (!check) {
    check = app.createRateLimit({ max: limit.max, timeWindow: limit.window, keyGenerator: limit.key });
    checks.set(name, check);
  }
  return check;
}

/**
 * Route options that apply the limits, named from `rateLimits` or given whole; when one is used up
 * the answer is 429 with a Retry-After and the first such limit's code, and each such limit's
 * `onExceeded` is told. Every limit is counted on every call, so none can be dodged by tripping
 * another.
 */
export function rateLimited(
  app: FastifyInstance,
  deps: AppDeps,
  ...given: (LimitName | NamedLimit)[]
): { onRequest?: LimitHook; preHandler?: LimitHook } {
  if (deps.rateLimits === false || !deps.config.RATE_LIMITS) return {};
  const limits = given.map((limit): { limit: Limit; check: Check } =>
    typeof limit === 'string'
      ? { limit: rateLimits[limit], check: checkOf(app, limit, rateLimits[limit]) }
      : { limit, check: checkOf(app, limit.name, limit) },
  );
  const hook: LimitHook = async (request, reply) => {
    let retryAfter = 0;
    const exceeded: { limit: Limit; until: Date }[] = [];
    for (const { limit, check } of limits) {
      if (limit.counts && !limit.counts(request)) continue;
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) continue;
      retryAfter = Math.max(retryAfter, result.ttlInSeconds);
      exceeded.push({ limit, until: new Date(Date.now() + result.ttl) });
    }
    if (exceeded.length === 0) return;
    for (const { limit, until } of exceeded) {
      // Keeping the hit must not turn the refusal into a failure.
      await limit.onExceeded?.(request, until).catch((error: unknown) => {
        request.log.warn({ err: error }, 'limit hit not kept');
      });
    }
    reply.header('retry-after', retryAfter);
    throw tooMany(exceeded.find(({ limit }) => limit.code)?.limit.code);
  };
  return limits.some(({ limit }) => limit.readsBody) ? { preHandler: hook } : { onRequest: hook };
}
