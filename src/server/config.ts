import { resolve } from 'node:path';
import { z } from 'zod';
import { MOBILE_DIGITS, PASSWORD_MIN } from '../contract/limits.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

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
    ADMIN_MOBILE: z.preprocess(
      blankToUndefined,
      z.string().regex(new RegExp(`^\\d{${MOBILE_DIGITS}}$`), `must be ${MOBILE_DIGITS} digits`).optional(),
    ),
    ADMIN_PASSWORD: z.preprocess(
      blankToUndefined,
      z.string().min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`).optional(),
    ),
    LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(LOG_LEVELS).default('info')),
  })
  .refine((env) => (env.ADMIN_MOBILE === undefined) === (env.ADMIN_PASSWORD === undefined), {
    path: ['ADMIN_PASSWORD'],
    message: 'ADMIN_MOBILE and ADMIN_PASSWORD go together: set both or neither',
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
