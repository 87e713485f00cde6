import { z } from 'zod';
import { MOBILE_DIGITS, OTP_DIGITS, PASSWORD_MAX, PASSWORD_MIN, SIGN_IN_PASSWORD_MIN, TEXT_MAX } from './limits.js';
import { isCommonPassword } from './common-passwords.js';
import { hasLetter, plainTextProblem } from './plain-text.js';

/** Refuses characters nobody types on purpose (see plain-text.ts); `multiline` admits line breaks. */
const plain = (multiline = false) =>
  z.string().superRefine((value, ctx) => {
    const problem = plainTextProblem(value, multiline);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, abort: true });
  });

/** Forms send strings, SPEC's client sends numbers for some fields: accept both, keep text. */
export const textOrNumber = z
  .union([z.string(), z.number()], { error: 'validation.required' })
  .transform((value) => String(value).trim())
  .pipe(plain());

export const requiredText = (max = TEXT_MAX, required = 'validation.required', multiline = false) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, 'validation.tooLong').pipe(plain(multiline));

export const optionalText = (max = TEXT_MAX, multiline = false) =>
  z.string({ error: 'validation.required' }).trim().max(max, 'validation.tooLong').pipe(plain(multiline)).optional();

/** A person's name: plain text with at least one letter, in any script. */
export const letters = z.string().refine((value) => value === '' || hasLetter(value), 'validation.nameLetter');

/** A ten-digit mobile number, as SPEC's forms check it, kept as text (leading zeros matter). */
export const mobileNumber = textOrNumber.pipe(
  z
    .string()
    .min(1, { error: 'validation.required', abort: true })
    .regex(/^\d+$/, { error: 'validation.mustBeNumber', abort: true })
    .length(MOBILE_DIGITS, 'validation.mobileLength'),
);

export const optionalMobileNumber = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(
    z.union([
      z.literal(''),
      z.string().regex(/^\d+$/, { error: 'validation.mustBeNumber', abort: true }).length(MOBILE_DIGITS, 'validation.mobileLength'),
    ]),
  )
  .optional();

export const email = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(254, 'validation.email')
  .pipe(plain())
  .pipe(z.email({ error: 'validation.email' }))
  .transform((value) => value.toLowerCase());

/**
 * The one rule for every password a person chooses (registration, change, reset, admins): long
 * enough, and not one of the first a guesser tries. No composition rules: they make passwords
 * harder to remember, not to guess (docs/decisions/0008-password-policy.md).
 */
export const password = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required', abort: true })
  .min(PASSWORD_MIN, { error: 'validation.passwordMin', abort: true })
  .max(PASSWORD_MAX, { error: 'validation.passwordMax', abort: true })
  .pipe(plain())
  .refine((value) => !isCommonPassword(value), 'validation.passwordCommon');

/** Sign-in only checks presence: a stored password may predate a rule. */
export const loginPassword = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required', abort: true })
  .max(PASSWORD_MAX, 'validation.passwordMax');

/** SPEC's admin sign-in form: its own minimum and message, older than the current rule. */
export const adminSignInPassword = loginPassword.pipe(z.string().min(SIGN_IN_PASSWORD_MIN, 'validation.signInPasswordMin'));

export const otp = textOrNumber.pipe(
  z
    .string()
    .min(1, { error: 'validation.required', abort: true })
    .regex(/^\d+$/, { error: 'validation.onlyDigits', abort: true })
    .length(OTP_DIGITS, 'validation.otpLength'),
);

export const id = z.string().uuid();

/** Calls that take no input accept `{}`, `null` or no body at all. */
export const noBody = z.strictObject({}).nullish();
