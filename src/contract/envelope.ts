import { z } from 'zod';
import { ERROR_CODES } from './errors.js';

/**
 * Every answer is `{ success, data }`. Failures carry a stable `data.code`, SPEC's English
 * `data.message` and, for bad input, the issues (each with its message key).
 */
export const failure = z.object({
  success: z.literal(false),
  data: z.object({
    code: z.enum(ERROR_CODES as [string, ...string[]]),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const messageOnly = ok(z.object({ message: z.string() }));

/**
 * The token of an answer that opens a session: absent when the session went into the cookie,
 * which the caller asks for with the `x-session-transport: cookie` header (session-cookie.ts);
 * always there for SPEC's clients, which never send it.
 */
export const issuedToken = z.string().optional().describe('Absent when the session went into the cookie');
